/**
 * Consumer contract of the deletions in the personal-space histories of the floor and carbon sites
 * (docs/api.md, "Floor and carbon sites: histories").
 */
import { deleteCarbonSimulation } from '../history';
import {
  anyText,
  CARBON_STATE,
  createPact,
  expectInteraction,
  expectNotFound,
  STATE,
  TOKEN,
} from './pactHarness';
import { DELETIONS } from './historyPactSetup';

const pact = createPact();

describe('deletions', () => {
  it.each(DELETIONS)('$operation deletes an item of the user', (deletion) =>
    expectInteraction(pact, {
      state: STATE.histories,
      description: `${deletion.operation} on an item of the user`,
      method: 'DELETE',
      path: deletion.path,
      token: TOKEN.valid,
      status: 200,
      responseBody: anyText(deletion.successBody),
      call: (client) => deletion.call(client, deletion.ownId),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body).toEqual(deletion.successBody);
      },
    }),
  );

  it.each(DELETIONS)('$operation answers 404 for an item of another user', (deletion) =>
    expectNotFound(pact, {
      state: deletion.missingState,
      description: `${deletion.operation} on an item that is not the user's`,
      method: 'DELETE',
      path: deletion.missingPath,
      token: TOKEN.valid,
      responseBody: { success: false, message: deletion.missingMessage },
      call: (client) => deletion.call(client, deletion.missingId),
      check: (result) => {
        // 404 is a failure: the client keeps only the server's message.
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      },
    }),
  );

  // The message is the server's (anyText); clusterRemoved stays exact: the card list drops the
  // cluster on true.
  const LAST_SIMULATION_DELETED = {
    success: true,
    message: 'La simulation a été supprimée.',
    datas: { clusterRemoved: true },
  };

  it('deleting the last simulation of a cluster removes the cluster', () =>
    expectInteraction(pact, {
      state: STATE.histories,
      description: 'DELETE /api/clusters/simulations/{id}/ on the last simulation of a cluster',
      method: 'DELETE',
      path: '/api/clusters/simulations/3011/',
      token: TOKEN.valid,
      status: 200,
      responseBody: anyText(LAST_SIMULATION_DELETED),
      call: (client) => deleteCarbonSimulation(client, 3011),
      check: (result) => expect(result.body.datas?.clusterRemoved).toBe(true),
    }));

  it('a visitor deletes a simulation of a cluster without owner (no token)', () =>
    expectInteraction(pact, {
      state: CARBON_STATE.anonymousCluster,
      description: 'DELETE /api/clusters/simulations/{id}/ by a visitor, cluster without owner',
      method: 'DELETE',
      path: '/api/clusters/simulations/9501/',
      status: 200,
      responseBody: anyText(LAST_SIMULATION_DELETED),
      call: (client) => deleteCarbonSimulation(client, 9501),
      check: (result) => expect(result.body.datas?.clusterRemoved).toBe(true),
    }));
});
