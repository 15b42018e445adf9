/**
 * Consumer contract of the general site's saved simulations (docs/api/thermalHistory.md): saving,
 * refining and removing one, each with its documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { removeHistory, saveHistory, saveHistoryRefine } from '../thermalHistory';
import {
  ANOTHER_USERS_HISTORY,
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  operationCases,
  TOKEN,
} from './pactHarness';
import {
  HISTORY_STATE,
  THERMO_PRE_SLAB_REFINE,
  NOT_FOUND,
  PSI_VALUE,
  FILTER_VALUE,
  RUPTEUR,
  HISTORY_BASE,
  thermalHistory,
} from './thermalHistoryPactSetup';

const { eachLike, integer, string } = MatchersV3;

const pact = createPact();

describe('save', () => {
  const expectSave = operationCases(pact, {
    method: 'POST',
    path: '/api/history/save',
    token: TOKEN.valid,
    send: saveHistory,
  });

  it('names one of the user’s histories', () =>
    expectSave({
      state: HISTORY_STATE.histories,
      description: 'a request to save history 1015 with a name',
      body: { id: 1015, name: 'Bureaux Gerland', dataType: 'rup' },
      status: 200,
      responseBody: {
        success: true,
        message: 'Votre simulation a été sauvegardée dans votre espace personnel',
        datas: {
          history: thermalHistory({
            id: 1015,
            name: 'Bureaux Gerland',
            customer: { id: integer(1) },
          }),
        },
      },
      check: (result) => expect(result.body.datas!.history.name).toBe('Bureaux Gerland'),
    }));

  it("claims a visitor's history for the logged-in user", () =>
    expectSave({
      state: HISTORY_STATE.visitorsHistory,
      description: "a request to save the visitor's history 1501",
      // What the documents list: id, name, filtersValue and dataType (the history's answers and type).
      body: { id: 1501, name: 'Immeuble Vaise', filtersValue: eachLike(212), dataType: 'rup' },
      status: 200,
      responseBody: {
        success: true,
        message: string('Votre simulation a été sauvegardée dans votre espace personnel'),
        datas: {
          history: { id: 1501, name: 'Immeuble Vaise', customer: { id: integer(1) } },
        },
      },
      check: (result) => expect(result.body.datas!.history.customer).toEqual({ id: 1 }),
    }));

  it("refuses the claim of a visitor's history by a user who never logged in from its device", () =>
    expectSave({
      state: HISTORY_STATE.otherDevicesHistory,
      description: "a request to save the visitor's history 1501 of a device never logged in from",
      body: { id: 1501, name: 'Immeuble Vaise', filtersValue: eachLike(212), dataType: 'rup' },
      status: 404,
      responseBody: NOT_FOUND,
      check: (result) => expect(result.status).toBe(404),
    }));

  it('refuses a name of fewer than 3 characters', () =>
    expectSave({
      state: HISTORY_STATE.histories,
      description: 'a request to save a history with a name too short',
      body: { id: 1001, name: 'ab' },
      status: 400,
      responseBody: { success: false, error: { name: string('Entre 3 et 50 caractères') } },
      check: (result) => expect(result.body.error).toEqual({ name: 'Entre 3 et 50 caractères' }),
    }));

  it('refuses a name of more than 50 characters', () => {
    const name = 'Résidence seniors Les Jardins de la Saône – bâtiment A';
    expect(name.length).toBeGreaterThan(50);
    return expectSave({
      state: HISTORY_STATE.histories,
      description: 'a request to save a history with a name too long',
      body: { id: 1001, name },
      status: 400,
      responseBody: { success: false, error: { name: string('Entre 3 et 50 caractères') } },
    });
  });

  it('refuses an empty name', () =>
    expectSave({
      state: HISTORY_STATE.histories,
      description: 'a request to save a history without a name',
      body: { id: 1001, name: '' },
      status: 400,
      responseBody: { success: false, error: { name: string('Champ obligatoire') } },
      check: (result) => expect(result.body.error).toEqual({ name: 'Champ obligatoire' }),
    }));

  it("answers 404 for another user's history", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_HISTORY,
      description: "a request to save another user's history",
      method: 'POST',
      path: '/api/history/save',
      token: TOKEN.valid,
      body: { id: 1901, name: 'Collège' },
      responseBody: NOT_FOUND,
      call: (client) => saveHistory(client, { id: 1901, name: 'Collège' }),
    }));

  it('answers 401 to an expired token', () =>
    expectExpiredToken(pact, {
      description: 'a request to save a history with an expired token',
      method: 'POST',
      path: '/api/history/save',
      body: { id: 1001, name: 'Maison Dupont' },
      call: (client) => saveHistory(client, { id: 1001, name: 'Maison Dupont' }),
    }));
});

describe('save-refine', () => {
  it('saves the refine values and answers the precise PSI value', () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.visitorsHistory,
      description: "a request to refine the visitor's history 1501",
      method: 'POST',
      path: '/api/history/save-refine',
      token: TOKEN.device,
      body: { id: 1501, filtersValue: THERMO_PRE_SLAB_REFINE },
      status: 200,
      responseBody: {
        success: true,
        message: string('Les caractéristiques du chantier ont été enregistrées'),
        datas: {
          history: {
            ...HISTORY_BASE,
            id: 1501,
            name: null,
            customer: null,
            dataType: 'rup',
            refineValues: eachLike({
              ...FILTER_VALUE,
              id: integer(291),
              psi_value_id: integer(10301),
            }),
            rupteur: { ...RUPTEUR, uuid: '1' },
            psiValue: { ...PSI_VALUE, id: integer(10301) },
            psi_value: eachLike({ ...PSI_VALUE, id: integer(10301) }),
          },
        },
      },
      call: (client) =>
        saveHistoryRefine(client, { id: 1501, filtersValue: THERMO_PRE_SLAB_REFINE }),
      check: (result) => {
        const history = result.body.datas!.history;
        expect(history.refineValues[0]!.psi_value_id).toBe(history.psiValue?.id);
      },
    }));

  it('refuses refine values that leave a characteristic open', () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.visitorsHistory,
      description: 'a request to refine a history with a characteristic missing',
      method: 'POST',
      path: '/api/history/save-refine',
      token: TOKEN.device,
      body: { id: 1501, filtersValue: [291] },
      status: 400,
      responseBody: {
        success: false,
        message: string(
          'Précisez toutes les caractéristiques du chantier pour obtenir la valeur de PSI exacte.',
        ),
      },
      call: (client) => saveHistoryRefine(client, { id: 1501, filtersValue: [291] }),
      check: (result) => expect(result.status).toBe(400),
    }));

  it("answers 404 for another user's history", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_HISTORY,
      description: "a request to refine another user's history",
      method: 'POST',
      path: '/api/history/save-refine',
      token: TOKEN.valid,
      body: { id: 1901, filtersValue: [311, 321] },
      responseBody: NOT_FOUND,
      call: (client) => saveHistoryRefine(client, { id: 1901, filtersValue: [311, 321] }),
    }));
});

describe('remove', () => {
  it('deletes one of the user’s histories', () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.histories,
      description: 'a request to remove history 1001',
      method: 'POST',
      path: '/api/history/remove',
      token: TOKEN.valid,
      body: { id: 1001 },
      status: 200,
      responseBody: {
        success: true,
        message: string('Votre recherche a été supprimée'),
        datas: { history: { id: 1001, name: string('<b>Maison</b> Dupont') } },
      },
      call: (client) => removeHistory(client, 1001),
      check: (result) => expect(result.body.message).toBe('Votre recherche a été supprimée'),
    }));

  it("answers 404 for another user's history", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_HISTORY,
      description: "a request to remove another user's history",
      method: 'POST',
      path: '/api/history/remove',
      token: TOKEN.valid,
      body: { id: 1901 },
      responseBody: NOT_FOUND,
      call: (client) => removeHistory(client, 1901),
    }));

  it('answers 401 to an expired token', () =>
    expectExpiredToken(pact, {
      description: 'a request to remove a history with an expired token',
      method: 'POST',
      path: '/api/history/remove',
      body: { id: 1001 },
      call: (client) => removeHistory(client, 1001),
    }));
});
