/**
 * Consumer contract of the thermal-break catalogue of the general site (docs/api/catalogue.md):
 * the questionnaire, the rupteurs, the refine configuration, the PSI library with its PDF report,
 * and the product pictures, each with its documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  downloadMedia,
  downloadPsiLibraryReport,
  getConfiguration,
  getFilters,
  getPsiLibraryReportLink,
  getRupteur,
  getRupteurs,
  searchPsiLibrary,
} from '../catalogue';
import {
  CATALOGUE_STATE,
  apiAddress,
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  mediaAddress,
  operationCases,
  given,
  PARAM_STATE,
  STATE,
  TOKEN,
} from './pactHarness';

const {
  atLeastLike,
  boolean,
  eachKeyLike,
  eachLike,
  integer,
  like,
  nullValue,
  number,
  regex,
  string,
} = MatchersV3;

const pact = createPact();

/** The provider state of this contract (docs/api/catalogue.md). */
const THERMO_HISTORY_STATE = 'history 1501 is a thermo-pre-slab result on an intermediate floor';
const THERMO_HISTORY_ID = 1501;

const FILTER_VALUE = {
  id: integer(223),
  value: string('Plancher intermédiaire'),
  filter_name: string('Type de plancher'),
  filter_section: string('psi'),
  selected: boolean(false),
};

const FILTER = {
  id: integer(22),
  name: string('Type de plancher'),
  question: string('Quel plancher voulez-vous traiter ?'),
  filter_section: string('psi'),
  filter_column: string('type_plancher'),
  importColumn: integer(2),
  bg_image: like({ url: mediaAddress('/media/download/fond-type-plancher') }),
  filterValues: eachLike(FILTER_VALUE),
};

/** A refine filter: no background picture. */
const REFINE_FILTER = {
  ...FILTER,
  id: integer(29),
  name: string("Épaisseur de l'isolant"),
  importColumn: integer(9),
  bg_image: nullValue(),
};

const PSI_VALUE = {
  id: integer(10200),
  psiMoyen: number(0.138),
  psiAbout: number(0.15),
  psiRive: number(0.12),
  psiRt: number(0.173),
  psiRnt: number(0.991),
  image: like({ url: mediaAddress('/media/download/schema-predalles-facade') }),
  urlRefSite: string('https://www.rupteo.fr/references/groupe-scolaire-jules-ferry-angers'),
};

const IMAGE = {
  url: mediaAddress('/media/download/rupteur-thermopredalle-tpr'),
  urlThumb: mediaAddress('/media/download/rupteur-thermopredalle-tpr?format=thumb'),
};

const RUPTEUR = {
  id: integer(501),
  uuid: string('1'),
  name: string('ThermoPrédalle TPR à rupteur intégré'),
  visual: string('rupteur-thermopredalle-tpr'),
  image: IMAGE,
  urlProduct: string('https://www.rupteo.fr/produits/thermopredalle-tpr'),
  certification1: string('Avis_Technique_3.3-21-1045_ThermoPredalle_TPR.pdf'),
  certification2: string('https://www.rupteo.fr/documents/certificat-acermi-tpr.pdf'),
  psiValues: eachLike(PSI_VALUE),
};

/** The balcony rupteur: no rive, no inner-wall junction, one certificate. */
const BALCONY_RUPTEUR = {
  ...RUPTEUR,
  id: 510,
  uuid: '10',
  name: string('Rupteur de balcon RBA inox porteur'),
  visual: string('rupteur-balcon-rba'),
  image: {
    url: mediaAddress('/media/download/rupteur-balcon-rba'),
    urlThumb: mediaAddress('/media/download/rupteur-balcon-rba?format=thumb'),
  },
  urlProduct: string('https://www.rupteo.fr/produits/rupteur-balcon-rba'),
  certification1: string('ETE-19-0781_RBA_inox.pdf'),
  certification2: nullValue(),
  psiValues: eachLike({
    ...PSI_VALUE,
    psiMoyen: number(0.24),
    psiAbout: number(0.24),
    psiRive: nullValue(),
    psiRt: nullValue(),
    psiRnt: nullValue(),
    image: like({ url: mediaAddress('/media/download/schema-dalle-pleine-balcon') }),
  }),
};

const messageBody = (message: string) => ({ success: false, message: string(message) });

/** House, intermediate floor, pre-slabs, façade, concrete wall, ITI, 16 to 20 cm, REI 30. */
const THERMO_ANSWERS = [211, 223, 232, 241, 251, 261, 271, 281];

describe('questionnaire (POST /api/filters)', () => {
  it('answers the first step without a token', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the first questions of the thermal-break finder',
      method: 'POST',
      path: '/api/filters',
      token: TOKEN.device,
      public: true,
      body: { answers: [], dataType: 'rup' },
      status: 200,
      responseBody: { success: true, datas: { nbResults: integer(14), filters: eachLike(FILTER) } },
      call: (client) => getFilters(client, { answers: [], dataType: 'rup' }),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.isPublic).toBe(true);
        expect(result.body.datas?.nbResults).toBeGreaterThan(1);
        expect(result.body.datas?.filters[0]?.filterValues.length).toBeGreaterThan(0);
      },
    }));

  it('narrows the next questions with the answers, carrying the device token', () =>
    expectInteraction(pact, {
      state: STATE.registeredDevice,
      description: 'a request for the next questions after two answers',
      method: 'POST',
      path: '/api/filters',
      token: TOKEN.device,
      body: { answers: [223, 232], dataType: 'rup' },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          nbResults: integer(7),
          filters: eachLike({
            ...FILTER,
            id: integer(24),
            name: string('Type de liaison'),
            importColumn: integer(4),
            filterValues: eachLike({
              ...FILTER_VALUE,
              id: integer(241),
              value: string('Plancher / mur de façade'),
            }),
          }),
        },
      },
      call: (client) => getFilters(client, { answers: [223, 232], dataType: 'rup' }),
      check: (result) => {
        expect(result.isPublic).toBe(false);
        expect(result.body.datas?.filters.length).toBeGreaterThan(0);
      },
    }));

  it('asks the environmental questions of a construction system', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the first questions of the pre-slab environmental data',
      method: 'POST',
      path: '/api/filters',
      body: { answers: [], dataType: 'pre' },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          nbResults: integer(12),
          filters: eachLike({
            id: integer(7000),
            name: string('Système constructif'),
            question: string('Quel est votre système constructif ?'),
            filter_section: string('pre'),
            filter_column: string('systeme'),
            importColumn: integer(1),
            filterValues: eachLike({
              ...FILTER_VALUE,
              value: string('Prédalles et thermoprédalles'),
            }),
          }),
        },
      },
      call: (client) => getFilters(client, { answers: [], dataType: 'pre' }),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.datas?.filters.length).toBeGreaterThan(0);
      },
    }));

  it('refuses an unknown answer with 400', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the next questions with an unknown answer',
      method: 'POST',
      path: '/api/filters',
      body: { answers: [9999], dataType: 'rup' },
      status: 400,
      responseBody: messageBody('Réponse inconnue : 9999.'),
      call: (client) => getFilters(client, { answers: [9999], dataType: 'rup' }),
      check: (result) => {
        expect(result.status).toBe(400);
        expect(result.body.message).toBe('Réponse inconnue : 9999.');
      },
    }));
});

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

// ---- PSI library --------------------------------------------------------------------------------

/** Intermediate floor, pre-slabs, façade, insulation inside: every PSI figure is known. */
const LIBRARY_CHOICES = { 22: [223], 23: [232], 24: [241], 26: [261] };
/** base64url of the JSON of LIBRARY_CHOICES: the key of their report. */
const LIBRARY_REPORT_KEY = Buffer.from(JSON.stringify(LIBRARY_CHOICES)).toString('base64url');
const LIBRARY_REPORT_PATH = `/api/filters/bibliotheque/rapport/${LIBRARY_REPORT_KEY}.pdf`;

/**
 * A filter of the library: its background is a picture (questions) or null (refine filters), and
 * its values may be none (nothing left with the other choices).
 */
const LIBRARY_FILTER = {
  id: integer(22),
  name: string('Type de plancher'),
  question: string('Quel plancher voulez-vous traiter ?'),
  filter_section: string('psi'),
  filter_column: string('type_plancher'),
  importColumn: integer(2),
  filterValues: atLeastLike(FILTER_VALUE, 0, 1),
};

const SELECTED_FILTER_VALUE = {
  filter: string('type_plancher'),
  value: string('Plancher intermédiaire'),
  filter_name: string('Type de plancher'),
  filter_section: string('psi'),
  filter_id: integer(22),
  psi_value_id: integer(10200),
  value_id: integer(223),
};

describe('PSI library (POST /api/filters/bibliotheque)', () => {
  it("answers 'all' while nothing is chosen", () => {
    const request = { filterChoices: {}, lunchResearch: false, save: false };
    return expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the PSI library without choices',
      method: 'POST',
      path: '/api/filters/bibliotheque',
      token: TOKEN.device,
      public: true,
      body: request,
      status: 200,
      responseBody: {
        success: true,
        datas: {
          filters: eachLike(LIBRARY_FILTER),
          results: {},
          rupteurs: [],
          nbResults: 'all',
          mergedFilters: [],
          psiValuesFiltersValues: {},
        },
      },
      call: (client) => searchPsiLibrary(client, request),
      check: (result) => {
        expect(result.isPublic).toBe(true);
        expect(result.body.datas?.nbResults).toBe('all');
      },
    });
  });

  it('finds the PSI values of the choices, nested by floor, system, junction and rupteur', () => {
    const request = { filterChoices: LIBRARY_CHOICES, lunchResearch: true, save: true };
    return expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the PSI library with three choices',
      method: 'POST',
      path: '/api/filters/bibliotheque',
      body: request,
      status: 200,
      responseBody: {
        success: true,
        datas: {
          filters: eachLike(LIBRARY_FILTER),
          results: eachKeyLike(
            'Plancher intermédiaire',
            eachKeyLike(
              'Prédalles',
              eachKeyLike('Plancher / mur de façade', eachKeyLike('501', eachLike(PSI_VALUE))),
            ),
          ),
          rupteurs: eachLike({
            id: integer(501),
            name: string('ThermoPrédalle TPR à rupteur intégré'),
            image: IMAGE,
            psiValuesAsArray: eachLike(PSI_VALUE),
          }),
          nbResults: integer(57),
          mergedFilters: eachLike({ ...FILTER_VALUE, selected: true, filter_id: integer(22) }),
          psiValuesFiltersValues: eachKeyLike('10200', eachLike(SELECTED_FILTER_VALUE)),
          hash: regex(
            /^[A-Za-z0-9+/]+=*$/,
            Buffer.from(JSON.stringify(LIBRARY_CHOICES)).toString('base64'),
          ),
        },
      },
      call: (client) => searchPsiLibrary(client, request),
      check: (result) => {
        const datas = result.body.datas!;
        expect(typeof datas.nbResults).toBe('number');
        expect(datas.rupteurs.length).toBeGreaterThan(0);
        expect(datas.mergedFilters.every((value) => value.selected)).toBe(true);
      },
    });
  });

  it('refuses an unknown filter with 400', () => {
    const request = { filterChoices: { 99: [1] }, lunchResearch: true, save: false };
    return expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the PSI library with an unknown filter',
      method: 'POST',
      path: '/api/filters/bibliotheque',
      body: request,
      status: 400,
      responseBody: messageBody('Filtre inconnu : 99.'),
      call: (client) => searchPsiLibrary(client, request),
      check: (result) => expect(result.status).toBe(400),
    });
  });
});

describe('PSI library report', () => {
  it('gives a logged-in user the link of the report', () =>
    expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a request for the link of a PSI library report',
      method: 'POST',
      path: '/api/filters/bibliotheque/get-rapport-link',
      token: TOKEN.valid,
      body: { filterChoices: LIBRARY_CHOICES },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          link: apiAddress(
            '/api/filters/bibliotheque/rapport/[A-Za-z0-9_-]+\\.pdf',
            LIBRARY_REPORT_PATH,
          ),
        },
      },
      call: (client) => getPsiLibraryReportLink(client, LIBRARY_CHOICES),
      check: (result) => expect(result.body.datas?.link).toMatch(/\.pdf$/),
    }));

  it('answers 401 for an expired token', () =>
    expectExpiredToken(pact, {
      description: 'a request for the link of a PSI library report with an expired token',
      method: 'POST',
      path: '/api/filters/bibliotheque/get-rapport-link',
      body: { filterChoices: LIBRARY_CHOICES },
      call: (client) => getPsiLibraryReportLink(client, LIBRARY_CHOICES),
    }));

  it('refuses a report without any choice with 400', () =>
    expectInteraction(pact, {
      state: STATE.validToken,
      description: 'a request for the link of a PSI library report without choices',
      method: 'POST',
      path: '/api/filters/bibliotheque/get-rapport-link',
      token: TOKEN.valid,
      body: { filterChoices: {} },
      status: 400,
      responseBody: messageBody(
        'Sélectionnez au moins une valeur de filtre pour éditer le rapport.',
      ),
      call: (client) => getPsiLibraryReportLink(client, {}),
      check: (result) => expect(result.status).toBe(400),
    }));

  it('downloads the PDF of the link', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.libraryReport, { filterChoices: LIBRARY_CHOICES }),
      description: 'a request for the PDF of a PSI library report',
      method: 'GET',
      // The key is the server's encoding of the choices: the state gives the path.
      path: MatchersV3.fromProviderState('${reportPath}', LIBRARY_REPORT_PATH),
      status: 200,
      headers: {
        'Content-Type': regex(/^application\/pdf/, 'application/pdf'),
        // The verifier matches each ';' part of the header on its own: the disposition and
        // both file names.
        'Content-Disposition': regex(
          /^\s*(attachment(;.*)?|filename="[^"]+\.pdf"|filename\*=UTF-8''\S+\.pdf)$/,
          'attachment; filename="Bibliotheque de PSI - rapport.pdf"; filename*=UTF-8\'\'Biblioth%C3%A8que%20de%20PSI%20-%20rapport.pdf',
        ),
      },
      call: (client) => downloadPsiLibraryReport(client, LIBRARY_REPORT_PATH),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.fileName).toBe('Bibliothèque de PSI - rapport.pdf');
      },
    }));

  it('answers 404 for a key that is not a search', () =>
    expectNotFound(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the PDF of an unknown PSI library report',
      method: 'GET',
      path: '/api/filters/bibliotheque/rapport/nimportequoi.pdf',
      responseBody: messageBody('Ce rapport est introuvable.'),
      call: (client) =>
        downloadPsiLibraryReport(client, '/api/filters/bibliotheque/rapport/nimportequoi.pdf'),
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
