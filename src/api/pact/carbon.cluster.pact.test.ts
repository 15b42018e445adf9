/** Consumer contract of a carbon cluster (docs/api/carbon.md): reading it, saving it, its PDF recap. */
import { MatchersV3 } from '@pact-foundation/pact';
import { downloadCarbonClusterRecap, getCarbonCluster, saveCarbonCluster } from '../carbon';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  anyText,
  createPact,
  expectInteraction,
  expectNotFound,
  TOKEN,
  UNAUTHORIZED_BODY,
} from './pactHarness';
import { CARBON_STATE, CLUSTER_NOT_FOUND, clusterBody } from './carbonPactSetup';

const { regex, string } = MatchersV3;

const pact = createPact();

// ---- GET /api/clusters/{id}/ ---------------------------------------------------------------------

describe('GET /api/clusters/{id}/', () => {
  it("gives the user's cluster with its simulations and agency", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for cluster 302 of user 1',
      method: 'GET',
      path: '/api/clusters/302/',
      token: TOKEN.valid,
      status: 200,
      responseBody: clusterBody(302, true),
      call: (client) => getCarbonCluster(client, 302),
      check: ({ body }) => {
        expect(body.datas?.simulations.length).toBeGreaterThan(0);
        expect(body.datas?.agency.emails.length).toBeGreaterThan(0);
      },
    }));

  it("gives a visitor's cluster to a visitor", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.anonymousCluster,
      description: 'a request by a visitor for cluster 950',
      method: 'GET',
      path: '/api/clusters/950/',
      status: 200,
      responseBody: clusterBody(950, false),
      call: (client) => getCarbonCluster(client, 950),
      check: ({ body }) => expect(body.datas?.saved).toBe(false),
    }));

  it("answers 404 for another user's cluster", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request for another user's cluster",
      method: 'GET',
      path: '/api/clusters/903/',
      token: TOKEN.valid,
      responseBody: anyText(CLUSTER_NOT_FOUND),
      call: (client) => getCarbonCluster(client, 903),
      check: ({ body }) => {
        expect(body.message).toBe('Cluster introuvable.');
      },
    }));
});

// ---- PUT /api/clusters/save/{id}/ ----------------------------------------------------------------

describe('PUT /api/clusters/save/{id}/', () => {
  it("saves a visitor's cluster to the account", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.anonymousCluster,
      description: 'a request of user 1 to save cluster 950',
      method: 'PUT',
      path: '/api/clusters/save/950/',
      token: TOKEN.valid,
      status: 200,
      responseBody: {
        success: true,
        message: string('Votre solution a bien été sauvegardée.'),
        datas: { cluster: 950 },
      },
      call: (client) => saveCarbonCluster(client, 950),
      check: ({ body }) => expect(body.success).toBe(true),
    }));

  it('needs a login', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.anonymousCluster,
      description: 'a request of a visitor to save cluster 950',
      method: 'PUT',
      path: '/api/clusters/save/950/',
      status: 401,
      responseBody: UNAUTHORIZED_BODY,
      call: (client) => saveCarbonCluster(client, 950),
      check: ({ status, isPublic }) => {
        expect(status).toBe(401);
        expect(isPublic).toBe(false);
      },
    }));

  it("answers 404 for another user's cluster", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request of user 1 to save another user's cluster",
      method: 'PUT',
      path: '/api/clusters/save/903/',
      token: TOKEN.valid,
      responseBody: anyText(CLUSTER_NOT_FOUND),
      call: (client) => saveCarbonCluster(client, 903),
    }));
});

// ---- GET /api/clusters/{id}/download-recap/ ------------------------------------------------------

describe('GET /api/clusters/{id}/download-recap/', () => {
  it("gives the PDF recap of the user's cluster", () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request for the PDF recap of cluster 302',
      method: 'GET',
      path: '/api/clusters/302/download-recap/',
      token: TOKEN.valid,
      status: 200,
      headers: {
        'Content-Type': regex(/^application\/pdf/, 'application/pdf'),
        'Content-Disposition': regex(
          /^attachment; filename="recapitulatif-carbone-[a-z0-9-]+-302\.pdf"(; filename\*=UTF-8''[^;]+)?$/,
          'attachment; filename="recapitulatif-carbone-residence-les-acacias-bat-b-302.pdf"',
        ),
      },
      call: (client) => downloadCarbonClusterRecap(client, 302),
      check: ({ status, body }) => {
        expect(status).toBe(200);
        expect(body.fileName).toBe('recapitulatif-carbone-residence-les-acacias-bat-b-302.pdf');
      },
    }));

  it('needs a login', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.clusters,
      description: 'a request of a visitor for the PDF recap of cluster 302',
      method: 'GET',
      path: '/api/clusters/302/download-recap/',
      status: 401,
      responseBody: UNAUTHORIZED_BODY,
      call: (client) => downloadCarbonClusterRecap(client, 302),
      check: ({ status }) => expect(status).toBe(401),
    }));

  it("answers 404 for another user's cluster", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request for the PDF recap of another user's cluster",
      method: 'GET',
      path: '/api/clusters/903/download-recap/',
      token: TOKEN.valid,
      responseBody: anyText(CLUSTER_NOT_FOUND),
      call: (client) => downloadCarbonClusterRecap(client, 903),
    }));
});
