/**
 * Consumer contract of the general site's rupteurs (docs/api/catalogue.md): the rupteurs, the refine
 * configuration and the product pictures, each with its documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { downloadMedia, getConfiguration, getRupteur, getRupteurs } from '../catalogue';
import {
  CATALOGUE_STATE,
  createPact,
  expectInteraction,
  expectNotFound,
  operationCases,
  given,
  PARAM_STATE,
  STATE,
  TOKEN,
} from './pactHarness';
import {
  THERMO_HISTORY_STATE,
  THERMO_HISTORY_ID,
  FILTER_VALUE,
  REFINE_FILTER,
  PSI_VALUE,
  RUPTEUR,
  BALCONY_RUPTEUR,
  messageBody,
  THERMO_ANSWERS,
} from './cataloguePactSetup';

const {
  boolean,

  eachLike,
  integer,

  regex,
} = MatchersV3;

const pact = createPact();

describe('rupteurs (POST /api/rupteur, POST /api/rupteur/{id})', () => {
  it('lists the rupteurs of the answers with their PSI values', () =>
    expectInteraction(pact, {
      state: STATE.registeredDevice,
      description: 'a request for the rupteurs of complete answers',
      method: 'POST',
      path: '/api/rupteur',
      token: TOKEN.device,
      body: { filters: THERMO_ANSWERS, dataType: 'rup' },
      status: 200,
      responseBody: { success: true, datas: { rupteurs: eachLike(RUPTEUR) } },
      call: (client) => getRupteurs(client, { filters: THERMO_ANSWERS, dataType: 'rup' }),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.datas?.rupteurs[0]?.psiValues.length).toBeGreaterThan(0);
      },
    }));

  it('refuses an unknown value with 400', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the rupteurs of an unknown value',
      method: 'POST',
      path: '/api/rupteur',
      body: { filters: [4242], dataType: 'rup' },
      status: 400,
      responseBody: messageBody('Réponse inconnue : 4242.'),
      call: (client) => getRupteurs(client, { filters: [4242], dataType: 'rup' }),
      check: (result) => expect(result.status).toBe(400),
    }));

  it('reads a rupteur with all its PSI values, null where a junction has none', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.rupteur, { id: 510 }),
      description: 'a request for rupteur 510',
      method: 'POST',
      path: '/api/rupteur/510',
      body: {},
      status: 200,
      responseBody: { success: true, datas: { rupteur: BALCONY_RUPTEUR } },
      call: (client) => getRupteur(client, 510),
      check: (result) => {
        const rupteur = result.body.datas!.rupteur;
        expect(rupteur.uuid).toBe('10');
        expect(rupteur.psiValues.length).toBeGreaterThan(0);
        expect(rupteur.psiValues[0]?.psiRive).toBeNull();
      },
    }));

  it('answers 404 for an unknown rupteur', () =>
    expectNotFound(pact, {
      state: given(PARAM_STATE.noRupteur, { id: 999 }),
      description: 'a request for an unknown rupteur',
      method: 'POST',
      path: '/api/rupteur/999',
      body: {},
      responseBody: messageBody('Rupteur introuvable.'),
      call: (client) => getRupteur(client, 999),
      check: (result) => {
        expect(result.body.message).toBe('Rupteur introuvable.');
      },
    }));
});

describe('refine configuration (POST /api/filters/configuration)', () => {
  /** The refine filters of history 1501, asked with the device token. */
  const expectConfiguration = operationCases(pact, {
    state: THERMO_HISTORY_STATE,
    method: 'POST',
    path: '/api/filters/configuration',
    token: TOKEN.device,
    send: getConfiguration,
  });

  it('lists the refine filters of a history, without a PSI value until all are chosen', () =>
    expectConfiguration({
      description: 'a request for the refine filters of history 1501',
      body: { historyId: THERMO_HISTORY_ID, answers: [] },
      status: 200,
      responseBody: {
        success: true,
        datas: { filters: eachLike(REFINE_FILTER, 3), psiValue: null },
      },
      check: (result) => {
        expect(result.body.datas?.psiValue).toBeNull();
        expect(result.body.datas?.filters.length).toBeGreaterThanOrEqual(3);
      },
    }));

  it('gives the precise PSI value once every filter has a value', () =>
    expectConfiguration({
      description: 'a request for the refine filters of history 1501 with every choice',
      body: { historyId: THERMO_HISTORY_ID, answers: [292, 301, 362] },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          filters: eachLike({
            ...REFINE_FILTER,
            filterValues: eachLike({ ...FILTER_VALUE, id: integer(292), selected: boolean(true) }),
          }),
          psiValue: PSI_VALUE,
        },
      },
      check: (result) => expect(typeof result.body.datas?.psiValue?.id).toBe('number'),
    }));

  it('refuses a choice of a filter that the result does not show with 400', () =>
    expectConfiguration({
      description: 'a request for the refine filters of history 1501 with a hidden filter',
      body: { historyId: THERMO_HISTORY_ID, answers: [332] },
      status: 400,
      responseBody: messageBody(
        "Le critère « Isolation du plancher bas » ne s'applique pas à ce résultat.",
      ),
    }));

  it('answers 404 for an unknown history', () =>
    expectNotFound(pact, {
      state: given(PARAM_STATE.noHistory, { id: 987654 }),
      description: 'a request for the refine filters of an unknown history',
      method: 'POST',
      path: '/api/filters/configuration',
      body: { historyId: 987654, answers: [] },
      responseBody: messageBody('Cette simulation est introuvable.'),
      call: (client) => getConfiguration(client, { historyId: 987654, answers: [] }),
    }));
});

describe('pictures (GET /media/download/{visual})', () => {
  it('downloads the picture of a rupteur', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.picture, { name: 'rupteur-thermopredalle-tpr' }),
      description: 'a request for the picture of rupteur 501',
      method: 'GET',
      path: '/media/download/rupteur-thermopredalle-tpr',
      status: 200,
      headers: { 'Content-Type': regex(/^image\/svg\+xml$/, 'image/svg+xml') },
      call: (client) => downloadMedia(client, 'rupteur-thermopredalle-tpr'),
      check: (result) => expect(result.status).toBe(200),
    }));

  it('answers 404 for an unknown picture', () =>
    expectNotFound(pact, {
      state: given(PARAM_STATE.noPicture, { name: 'inconnu' }),
      description: 'a request for an unknown picture',
      method: 'GET',
      path: '/media/download/inconnu',
      responseBody: messageBody('Image introuvable.'),
      call: (client) => downloadMedia(client, 'inconnu'),
    }));
});
