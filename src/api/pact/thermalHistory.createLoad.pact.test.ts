/**
 * Consumer contract of the general site's saved simulations (docs/api/thermalHistory.md): creating
 * and loading one, each with its documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { createHistory, loadHistory } from '../thermalHistory';
import {
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  operationCases,
  given,
  PARAM_STATE,
  STATE,
  TOKEN,
} from './pactHarness';
import {
  HISTORY_STATE,
  HOUSE_ANSWERS,
  NOT_FOUND,
  FILTER,
  HISTORY_BASE,
  thermalHistory,
  ENV_RESULT,
  FDES,
} from './thermalHistoryPactSetup';

const { eachLike, integer, string } = MatchersV3;

const pact = createPact();

describe('create', () => {
  const expectCreate = operationCases(pact, {
    method: 'POST',
    path: '/api/history/create',
    send: createHistory,
  });

  it("saves a logged-in user's result as their history", () =>
    expectCreate({
      state: HISTORY_STATE.histories,
      description: 'a request to create a thermal history by a logged-in user',
      token: TOKEN.valid,
      body: { filtersValue: HOUSE_ANSWERS, dataType: 'rup' },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          history: thermalHistory({ id: integer(1904), name: null, customer: { id: integer(1) } }),
        },
      },
      check: (result) => {
        const history = result.body.datas!.history;
        expect(history.customer).toEqual({ id: 1 });
        expect(history.rupteur?.psiValues.length).toBeGreaterThan(0);
        expect(history.psiValue?.psiMoyen).toEqual(expect.any(Number));
      },
    }));

  it("saves a visitor's result without owner, with the device token", () =>
    expectCreate({
      state: STATE.registeredDevice,
      description: 'a request to create a thermal history by a visitor',
      token: TOKEN.device,
      body: { filtersValue: HOUSE_ANSWERS, dataType: 'rup' },
      status: 200,
      responseBody: {
        success: true,
        datas: { history: thermalHistory({ id: integer(1904), name: null, customer: null }) },
      },
      check: (result) => expect(result.body.datas!.history.customer).toBeNull(),
    }));

  it('refuses an unfinished questionnaire with 400', () =>
    expectCreate({
      state: STATE.registeredDevice,
      description: 'a request to create a history from an unfinished questionnaire',
      token: TOKEN.device,
      body: { filtersValue: [211, 221], dataType: 'rup' },
      status: 400,
      responseBody: {
        success: false,
        message: string("Le questionnaire n'est pas terminé : répondez aux questions restantes."),
      },
      check: (result) => expect(result.body.message).toMatch(/questionnaire/),
    }));

  it('refuses an unknown answer with 400', () =>
    expectCreate({
      state: STATE.registeredDevice,
      description: 'a request to create a history with an unknown answer',
      token: TOKEN.device,
      body: { filtersValue: [211, 99999], dataType: 'rup' },
      status: 400,
      responseBody: { success: false, message: string('Réponse inconnue : 99999.') },
    }));

  it('answers 401 to an expired user token', () =>
    expectExpiredToken(pact, {
      description: 'a request to create a history with an expired user token',
      method: 'POST',
      path: '/api/history/create',
      body: { filtersValue: HOUSE_ANSWERS, dataType: 'rup' },
      call: (client) => createHistory(client, { filtersValue: HOUSE_ANSWERS, dataType: 'rup' }),
    }));
});

describe('load', () => {
  it('loads a thermal history without a token', () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.histories,
      description: 'a public request to load thermal history 1001',
      method: 'POST',
      path: '/api/history/load',
      token: TOKEN.valid,
      public: true,
      body: { id: 1001 },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          history: thermalHistory({
            id: 1001,
            name: string('<b>Maison</b> Dupont'),
            // The user of the state: its id is the backend's own.
            customer: { id: integer(1) },
          }),
          filters: eachLike(FILTER),
          fdes: [],
        },
      },
      call: (client) => loadHistory(client, 1001),
      check: (result) => {
        expect(result.isPublic).toBe(true);
        expect(result.body.datas!.history.name).toBe('<b>Maison</b> Dupont');
        expect(result.body.datas!.filters.length).toBeGreaterThan(0);
      },
    }));

  it('loads an environmental history with its FDES sheets', () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.histories,
      description: 'a public request to load environmental history 1002',
      method: 'POST',
      path: '/api/history/load',
      body: { id: 1002 },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          history: {
            ...HISTORY_BASE,
            id: 1002,
            name: string('Résidence Les Tilleuls – bât. B'),
            // The user of the state: its id is the backend's own.
            customer: { id: integer(1) },
            dataType: 'pre',
            rupteur: null,
            psiValue: null,
            psi_value: [],
            fdes: FDES,
            poutrelle: null,
            predalle: { id: integer(2019) },
            premur: null,
            envPoutrelle: null,
            envPredalle: ENV_RESULT,
            envMur: null,
          },
          filters: eachLike(FILTER),
          fdes: FDES,
        },
      },
      call: (client) => loadHistory(client, 1002),
      check: (result) => {
        const { history, fdes } = result.body.datas!;
        expect(history.predalle?.id).toBe(history.envPredalle?.id);
        expect(fdes.length).toBeGreaterThan(0);
      },
    }));

  it('answers 404 for a missing history', () =>
    expectNotFound(pact, {
      state: given(PARAM_STATE.noHistory, { id: 987654 }),
      description: 'a public request to load a missing history',
      method: 'POST',
      path: '/api/history/load',
      body: { id: 987654 },
      responseBody: NOT_FOUND,
      call: (client) => loadHistory(client, 987654),
    }));
});
