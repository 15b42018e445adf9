/**
 * Consumer contract of the saved simulations of the general site (docs/api/thermalHistory.md):
 * create, load, save, refine, remove, list, the report link and its PDF, and sending the report,
 * each with its documented failures.
 */
import { createHmac } from 'node:crypto';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  createHistory,
  downloadHistoryRapport,
  getHistoryRapportLink,
  listHistories,
  listHistorySummaries,
  loadHistory,
  removeHistory,
  saveHistory,
  saveHistoryRefine,
  sendHistoryRapport,
} from '../thermalHistory';
import {
  ANOTHER_USERS_HISTORY,
  apiAddress,
  anyText,
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  isoDateTime,
  mediaAddress,
  operationCases,
  given,
  PARAM_STATE,
  STATE,
  TOKEN,
} from './pactHarness';

const { eachLike, integer, like, number, regex, string } = MatchersV3;

const pact = createPact();

/** The provider states of docs/api/thermalHistory.md. */
const HISTORY_STATE = {
  histories: 'user 1 has thermal and environmental histories',
  visitorsHistory: "a visitor's thermal history 1501",
  otherDevicesHistory: "a visitor's thermal history 1501 from a device user 1 never logged in from",
} as const;

/** House, floor over a sanitary void, joists and blocks, façade, concrete blocks, ITI, 16-20 cm, REI 30. */
const HOUSE_ANSWERS = [211, 221, 231, 241, 252, 261, 271, 281];
/** The refine values of history 1501 (the thermo-pre-slab on an intermediate floor). */
const THERMO_PRE_SLAB_REFINE = [291, 301, 361];
const NOT_FOUND = { success: false, message: string('Cette simulation est introuvable.') };

/**
 * The key of a report link in the examples: HMAC-SHA256 of `{id}.rapport.0` with the mock's
 * secret, 32 hex. The pact takes the served link's path from the provider state.
 */
function reportKey(id: number): string {
  return createHmac('sha256', 'mock-server-secret')
    .update(`${id}.rapport.0`)
    .digest('hex')
    .slice(0, 32);
}

const PSI_VALUE = {
  id: integer(10021),
  psiMoyen: number(0.21),
  psiAbout: number(0.22),
  psiRive: number(0.19),
  psiRt: number(0.25),
  psiRnt: number(0.87),
  image: like({ url: mediaAddress('/media/download/schema-poutrelles-facade') }),
  urlRefSite: string('https://www.rupteo.fr/references/maison-individuelle-saint-herblain'),
  psi_moyen: number(0.21),
  psi_about: number(0.22),
  psi_rive: number(0.19),
  psi_rt: number(0.25),
  psi_rnt: number(0.87),
};

const FILTER_VALUE = {
  id: integer(221),
  filter: string('Type de plancher'),
  value: string('Plancher bas sur vide sanitaire'),
  filter_name: string('Type de plancher'),
  filter_section: string('psi'),
  filter_id: integer(22),
};

const FILTER = {
  id: integer(22),
  name: string('Type de plancher'),
  filter_section: string('psi'),
  filter_column: string('type_plancher'),
  importColumn: integer(2),
  filterValues: eachLike({
    id: integer(221),
    value: string('Plancher bas sur vide sanitaire'),
    filter_name: string('Type de plancher'),
    filter_section: string('psi'),
    selected: MatchersV3.boolean(true),
  }),
};

const RUPTEUR = {
  id: integer(503),
  uuid: string('3'),
  name: string('Rupteur Poutrelle RP ITI'),
  visual: string('rupteur-poutrelle-rp-iti'),
  image: {
    url: mediaAddress('/media/download/rupteur-poutrelle-rp-iti'),
    urlThumb: mediaAddress('/media/download/rupteur-poutrelle-rp-iti?format=thumb'),
  },
  urlProduct: string('https://www.rupteo.fr/produits/rupteur-poutrelle-rp-iti'),
  psiValues: eachLike(PSI_VALUE),
};

/** The fields every history has. */
const HISTORY_BASE = {
  id: integer(1001),
  createdAt: isoDateTime('2026-10-20T14:31:00.000Z'),
  created_at: isoDateTime('2026-10-20T14:31:00.000Z'),
  dataType: regex(/^(rup|pou|pre|mur)$/, 'rup'),
  filterValues: eachLike({ ...FILTER_VALUE, psi_value_id: null }),
  filters: eachLike(FILTER),
};

/** A thermal history before refining. */
function thermalHistory(fields: Record<string, unknown>) {
  return {
    ...HISTORY_BASE,
    dataType: 'rup',
    refineValues: [],
    rupteur: RUPTEUR,
    psiValue: PSI_VALUE,
    psi_value: eachLike(PSI_VALUE),
    fdes: [],
    poutrelle: null,
    predalle: null,
    premur: null,
    envPoutrelle: null,
    envPredalle: null,
    envMur: null,
    ...fields,
  };
}

const ENV_RESULT = {
  id: integer(2019),
  name: string('Prédalle précontrainte 5 + 20, portée jusqu’à 5 m'),
  dataType: 'pre',
  systemName: 'Prédalles et thermoprédalles',
  typeDePoutrelle: null,
  litrageBeton: number(200),
  uniteLitrageBeton: 'L/m²',
  ratioKilotageArmatures: number(2),
  uniteRatioKilotageArmatures: 'kg/m²',
  litrageBetonSupplementaire: number(6),
  uniteLitrageBetonSupplementaire: 'L/m²',
  ratioKilotage: number(6.9),
  uniteRatioKilotage: 'kg/m²',
};
const FDES = eachLike({
  number: regex(/^\d{2}-\d{3}:\d{4}$/, '17-448:2023'),
  title: string('Prédalle précontrainte en béton pour plancher de grande portée'),
});

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

/** An item of the list: thermal and environmental histories share these fields. */
const LIST_ITEM = {
  ...HISTORY_BASE,
  name: string('<b>Maison</b> Dupont'),
  customer: { id: integer(1) },
};

/** An item of the list with the project-defined `fields: 'summary'`: no filters, no PSI table. */
const SUMMARY_ITEM = {
  id: integer(1001),
  createdAt: isoDateTime('2026-10-20T14:31:00.000Z'),
  created_at: isoDateTime('2026-10-20T14:31:00.000Z'),
  dataType: regex(/^(rup|pou|pre|mur)$/, 'rup'),
  name: string('<b>Maison</b> Dupont'),
  customer: { id: integer(1) },
};

describe('list', () => {
  const expectList = operationCases(pact, {
    state: HISTORY_STATE.histories,
    method: 'POST',
    path: '/api/history/list',
    token: TOKEN.valid,
    send: listHistories,
  });

  it("lists the user's saved histories, most recent first", () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.histories,
      description: 'a request for the list of saved histories',
      method: 'POST',
      path: '/api/history/list',
      token: TOKEN.valid,
      body: {},
      status: 200,
      responseBody: { success: true, datas: { list: eachLike(LIST_ITEM), total: integer(14) } },
      call: (client) => listHistories(client),
      check: (result) => expect(result.body.datas!.list.length).toBeGreaterThan(0),
    }));

  it('lists them by name', () =>
    expectList({
      description: 'a request for the list of saved histories sorted by name',
      body: { sort: 'name', order: 'ASC' },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          list: eachLike({ ...LIST_ITEM, name: string('Atelier Favre & fils') }),
          total: integer(14),
        },
      },
    }));

  it("lists them summed up (project-defined fields 'summary')", () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.histories,
      method: 'POST',
      path: '/api/history/list',
      token: TOKEN.valid,
      description: 'a request for the summaries of the saved histories',
      body: { sort: 'createdAt', order: 'DESC', fields: 'summary' },
      status: 200,
      responseBody: { success: true, datas: { list: eachLike(SUMMARY_ITEM), total: integer(14) } },
      call: (client) => listHistorySummaries(client, { sort: 'createdAt', order: 'DESC' }),
      check: (result) => expect(result.body.datas!.list[0]).not.toHaveProperty('filters'),
    }));

  it('refuses unknown fields', () =>
    expectList({
      description: 'a request for the list of saved histories with unknown fields',
      body: { fields: 'all' as 'summary' },
      status: 400,
      responseBody: {
        success: false,
        error: { fields: string('Champs inconnus : choisissez summary.') },
      },
    }));

  it('refuses an unknown sort', () =>
    expectList({
      description: 'a request for the list of saved histories with an unknown sort',
      body: { sort: 'prix' as 'name' },
      status: 400,
      responseBody: {
        success: false,
        error: { sort: string('Tri inconnu : choisissez createdAt ou name.') },
      },
    }));

  it('answers 401 to an expired token', () =>
    expectExpiredToken(pact, {
      description: 'a request for the list of saved histories with an expired token',
      method: 'POST',
      path: '/api/history/list',
      body: {},
      call: (client) => listHistories(client),
    }));
});

describe('send-rapport', () => {
  const expectSend = operationCases(pact, {
    method: 'POST',
    path: '/api/history/send-rapport',
    send: sendHistoryRapport,
  });

  const SENT = { success: true, datas: { message: 'Le rapport a bien été envoyé' } };

  it('e-mails the report from the logged-in user', () =>
    expectSend({
      state: HISTORY_STATE.histories,
      description: 'a request to send the report of history 1001',
      token: TOKEN.valid,
      body: { id: 1001, emails: ['paul.dupont@gmail.com', 'bureau@dupont-architecte.fr'] },
      status: 200,
      responseBody: anyText(SENT),
      check: (result) => expect(result.body.datas!.message).toBe('Le rapport a bien été envoyé'),
    }));

  it('refuses malformed addresses', () =>
    expectSend({
      state: HISTORY_STATE.histories,
      description: 'a request to send a report to a malformed address',
      token: TOKEN.valid,
      body: { id: 1001, emails: ['paul.dupont@gmail'] },
      status: 400,
      responseBody: { success: false, error: { emails: string('E-mail invalide') } },
      check: (result) => expect(result.body.error).toEqual({ emails: 'E-mail invalide' }),
    }));

  it('refuses more than 3 recipients', () =>
    expectSend({
      state: HISTORY_STATE.histories,
      description: 'a request to send a report to 4 addresses',
      token: TOKEN.valid,
      body: { id: 1001, emails: ['a@dupont.fr', 'b@dupont.fr', 'c@dupont.fr', 'd@dupont.fr'] },
      status: 400,
      responseBody: {
        success: false,
        error: {
          emails: string('Vous pouvez envoyer le rapport à 3 adresses e-mail au maximum.'),
        },
      },
    }));

  it('asks a visitor for their name and address', () =>
    expectSend({
      state: HISTORY_STATE.visitorsHistory,
      description: 'a request from a visitor to send a report without their name',
      token: TOKEN.device,
      body: { id: 1501, emails: ['paul.dupont@gmail.com'] },
      status: 400,
      responseBody: {
        success: false,
        error: {
          firstname: string('Champ obligatoire'),
          lastname: string('Champ obligatoire'),
          senderEmail: string('Champ obligatoire'),
        },
      },
      check: (result) =>
        expect(Object.keys(result.body.error as object)).toEqual([
          'firstname',
          'lastname',
          'senderEmail',
        ]),
    }));

  it('e-mails the report from a visitor who gives their name', () =>
    expectSend({
      state: HISTORY_STATE.visitorsHistory,
      description: 'a request from a visitor to send the report of history 1501',
      token: TOKEN.device,
      body: {
        id: 1501,
        emails: ['paul.dupont@gmail.com'],
        firstname: 'Luc',
        lastname: 'Bonnet',
        senderEmail: 'luc.bonnet@orange.fr',
      },
      status: 200,
      responseBody: anyText(SENT),
    }));

  it("answers 404 for another user's history", () => {
    const body = { id: 1901, emails: ['paul.dupont@gmail.com'] };
    return expectNotFound(pact, {
      state: ANOTHER_USERS_HISTORY,
      description: "a request to send the report of another user's history",
      method: 'POST',
      path: '/api/history/send-rapport',
      token: TOKEN.valid,
      body,
      responseBody: NOT_FOUND,
      call: (client) => sendHistoryRapport(client, body),
    });
  });

  it('answers 401 to an expired token', () => {
    const body = { id: 1001, emails: ['paul.dupont@gmail.com'] };
    return expectExpiredToken(pact, {
      description: 'a request to send a report with an expired token',
      method: 'POST',
      path: '/api/history/send-rapport',
      body,
      call: (client) => sendHistoryRapport(client, body),
    });
  });
});

describe('get-rapport-link and the PDF', () => {
  it('gives the link of the report, relative to the API or absolute on its host', () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.histories,
      description: 'a request for the report link of history 1001',
      method: 'POST',
      path: '/api/history/get-rapport-link',
      token: TOKEN.valid,
      body: { id: 1001 },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          link: apiAddress(
            '/api/history/rapport/\\d+/[0-9a-f]{32}\\.pdf',
            `/api/history/rapport/1001/${reportKey(1001)}.pdf`,
          ),
        },
      },
      call: (client) => getHistoryRapportLink(client, 1001),
      check: (result, url) => {
        const link = new URL(result.body.datas!.link, url);
        expect(link.pathname.startsWith('/api/history/rapport/1001/')).toBe(true);
      },
    }));

  it("answers 404 for another user's history", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_HISTORY,
      description: "a request for the report link of another user's history",
      method: 'POST',
      path: '/api/history/get-rapport-link',
      token: TOKEN.valid,
      body: { id: 1901 },
      responseBody: NOT_FOUND,
      call: (client) => getHistoryRapportLink(client, 1901),
    }));

  it('answers 401 to an expired token', () =>
    expectExpiredToken(pact, {
      description: 'a request for a report link with an expired token',
      method: 'POST',
      path: '/api/history/get-rapport-link',
      body: { id: 1001 },
      call: (client) => getHistoryRapportLink(client, 1001),
    }));

  it('serves the PDF behind the link without a token', () => {
    const link = `/api/history/rapport/1001/${reportKey(1001)}.pdf`;
    return expectInteraction(pact, {
      state: given(PARAM_STATE.historyReport, { id: 1001 }),
      description: 'a request for the PDF report of history 1001',
      method: 'GET',
      // The link's key is the server's (a secret of its own): the state gives the path.
      path: MatchersV3.fromProviderState('${reportPath}', link),
      status: 200,
      headers: {
        'Content-Type': regex(/^application\/pdf/, 'application/pdf'),
        'Content-Disposition': regex(
          /^attachment; filename="rapport-simulation-\d+\.pdf"(; filename\*=UTF-8''rapport-simulation-\d+\.pdf)?$/,
          `attachment; filename="rapport-simulation-1001.pdf"; filename*=UTF-8''rapport-simulation-1001.pdf`,
        ),
      },
      call: (client) => downloadHistoryRapport(client, link),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.fileName).toBe('rapport-simulation-1001.pdf');
      },
    });
  });

  it('answers 404 for a wrong key', () => {
    const link = `/api/history/rapport/1001/${'0'.repeat(32)}.pdf`;
    return expectNotFound(pact, {
      state: HISTORY_STATE.histories,
      description: 'a request for a PDF report with a wrong key',
      method: 'GET',
      path: link,
      responseBody: {
        success: false,
        message: string(
          'Ce rapport est introuvable : le lien est erroné ou la simulation a été supprimée.',
        ),
      },
      call: (client) => downloadHistoryRapport(client, link),
    });
  });
});
