/**
 * Consumer contract of the general site's PSI library (docs/api/catalogue.md) and its PDF report,
 * with their documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { downloadPsiLibraryReport, getPsiLibraryReportLink, searchPsiLibrary } from '../catalogue';
import {
  CATALOGUE_STATE,
  apiAddress,
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  given,
  PARAM_STATE,
  STATE,
  TOKEN,
} from './pactHarness';
import { FILTER_VALUE, PSI_VALUE, IMAGE, messageBody } from './cataloguePactSetup';

const {
  atLeastLike,

  eachKeyLike,
  eachLike,
  integer,

  regex,
  string,
} = MatchersV3;

const pact = createPact();

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
