import { contactSchema, INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from './contactSchema';
import {
  emptyResult,
  oneSolutionResult,
  severalSolutionsResult,
  SLUG_DALLE_PLEINE,
  SLUG_PREDALLE,
  SLUG_PSE_ISOLANT,
} from './solutionsFixtures';
import { shareBodyOf } from './contactSagas';
import {
  CONFIGURATOR_PATH,
  HISTORY_PATH,
  modifyConfigurationPath,
  previousPageTarget,
  sortSolutions,
  weightOf,
} from './solutionsModel';
import {
  initialFloorSolutionsState,
  MAX_COMPARED,
  solutionsActions,
  solutionsReducer,
  type FloorSolutionsState,
} from './solutionsSlice';
import { shareSchema } from './shareSchema';

function errorsOf(schema: typeof contactSchema | typeof shareSchema, values: object) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> };
    // The first message of each field, as Formik shows it.
    const errors: Record<string, string> = {};
    for (const one of inner) errors[one.path] ??= one.message;
    return errors;
  }
}

describe('results: sort by thickness (spec 002 §2.2, §4.1, §9)', () => {
  it('is ascending by default', () => {
    expect(initialFloorSolutionsState.sort).toBe('asc');
    const sorted = sortSolutions(severalSolutionsResult().solutions, 'asc');
    const thicknesses = sorted.map((solution) => solution.thickness);
    expect(thicknesses).toEqual([...thicknesses].sort((a, b) => a - b));
    expect(new Set(thicknesses).size).toBeGreaterThan(1);
  });

  it('descending reverses the order, on the client, without changing the result', () => {
    const result = severalSolutionsResult();
    const before = result.solutions.map((solution) => solution.slug);
    const sorted = sortSolutions(result.solutions, 'desc');
    const thicknesses = sorted.map((solution) => solution.thickness);
    expect(thicknesses).toEqual([...thicknesses].sort((a, b) => b - a));
    expect(result.solutions.map((solution) => solution.slug)).toEqual(before);
  });
});

describe('results: the one-solution rule (spec 002 §2.1, §4.1)', () => {
  it('exactly one solution opens its detail directly', () => {
    const state = solutionsReducer(
      undefined,
      solutionsActions.resultReceived({ result: oneSolutionResult(), fromHistory: false }),
    );
    expect(state.openSlug).toBe(SLUG_PSE_ISOLANT);
  });

  it('several solutions show the list', () => {
    const state = solutionsReducer(
      undefined,
      solutionsActions.resultReceived({ result: severalSolutionsResult(), fromHistory: true }),
    );
    expect(state.openSlug).toBeNull();
    expect(state.fromHistory).toBe(true);
  });

  it('historySolution opens the solution asked for by slug', () => {
    const state = solutionsReducer(
      undefined,
      solutionsActions.resultReceived({
        result: severalSolutionsResult(),
        fromHistory: true,
        openSlug: SLUG_PREDALLE,
      }),
    );
    expect(state.openSlug).toBe(SLUG_PREDALLE);
  });

  it('an empty result opens nothing; cleared forgets the result', () => {
    let state = solutionsReducer(
      undefined,
      solutionsActions.resultReceived({ result: emptyResult(), fromHistory: false }),
    );
    expect(state.openSlug).toBeNull();
    state = solutionsReducer(state, solutionsActions.cleared());
    expect(state).toEqual(initialFloorSolutionsState);
  });
});

describe("solution detail: 'Page précédente' destinations (spec 002 §2.3)", () => {
  it('with several solutions it closes the detail', () => {
    expect(previousPageTarget({ solutionCount: 3, loggedIn: true, fromHistory: true })).toBeNull();
  });

  it('otherwise a logged-in user with history parameters goes to /espace-personnel#/historique', () => {
    expect(previousPageTarget({ solutionCount: 1, loggedIn: true, fromHistory: true })).toBe(
      '/espace-personnel#/historique',
    );
    expect(HISTORY_PATH).toBe('/espace-personnel#/historique');
  });

  it('else to /configurer-un-plancher/', () => {
    expect(previousPageTarget({ solutionCount: 1, loggedIn: false, fromHistory: true })).toBe(
      '/configurer-un-plancher/',
    );
    expect(previousPageTarget({ solutionCount: 1, loggedIn: true, fromHistory: false })).toBe(
      CONFIGURATOR_PATH,
    );
  });

  it("'Revenir à la configuration' and modify go to ?simulationId={id}", () => {
    expect(modifyConfigurationPath(7002)).toBe('/configurer-un-plancher/?simulationId=7002');
    expect(modifyConfigurationPath(null)).toBe('/configurer-un-plancher/');
  });
});

describe('comparison: at most three solutions', () => {
  const slugs = severalSolutionsResult().solutions.map((solution) => solution.slug);
  function toggled(state: FloorSolutionsState, ...chosen: string[]) {
    return chosen.reduce(
      (current, slug) => solutionsReducer(current, solutionsActions.compareToggled(slug)),
      state,
    );
  }

  it('keeps three; a fourth is refused with the limit flag, removing one clears it', () => {
    expect(MAX_COMPARED).toBe(3);
    let state = toggled(initialFloorSolutionsState, ...slugs.slice(0, 3));
    expect(state.compare.slugs).toEqual(slugs.slice(0, 3));
    expect(state.compare.limitReached).toBe(false);
    state = toggled(state, slugs[3]!);
    expect(state.compare.slugs).toEqual(slugs.slice(0, 3));
    expect(state.compare.limitReached).toBe(true);
    state = toggled(state, slugs[0]!);
    expect(state.compare.slugs).toEqual(slugs.slice(1, 3));
    expect(state.compare.limitReached).toBe(false);
  });

  it('the comparison opens with two solutions or more only', () => {
    let state = toggled(initialFloorSolutionsState, SLUG_DALLE_PLEINE);
    state = solutionsReducer(state, solutionsActions.compareOpened());
    expect(state.compare.open).toBe(false);
    state = toggled(state, SLUG_PSE_ISOLANT);
    state = solutionsReducer(state, solutionsActions.compareOpened());
    expect(state.compare.open).toBe(true);
  });

  it('the weight comes from the technical data', () => {
    const [solution] = severalSolutionsResult().solutions;
    expect(weightOf(solution!.technicalData)).toMatch(/daN\/m²$/);
    expect(weightOf([])).toBeNull();
  });
});

describe('contact form (spec 002 §5.3)', () => {
  it("lastName, firstName, company, tel, message and email are required: 'Champ obligatoire'", () => {
    expect(REQUIRED_MESSAGE).toBe('Champ obligatoire');
    expect(
      errorsOf(contactSchema, {
        lastName: ' ',
        firstName: '',
        company: '',
        tel: '',
        email: '',
        message: '',
      }),
    ).toEqual({
      lastName: 'Champ obligatoire',
      firstName: 'Champ obligatoire',
      company: 'Champ obligatoire',
      tel: 'Champ obligatoire',
      email: 'Champ obligatoire',
      message: 'Champ obligatoire',
    });
  });

  it("email must be valid: 'E-mail invalide'", () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('E-mail invalide');
    expect(
      errorsOf(contactSchema, {
        lastName: 'Martin',
        firstName: 'Claire',
        company: 'Maçonnerie Martin',
        tel: '04 78 00 00 00',
        email: 'claire@',
        message: 'Bonjour',
      }),
    ).toEqual({ email: 'E-mail invalide' });
  });
});

describe('share-by-mail form (spec 002 §5.4, §9)', () => {
  const valid = {
    firstname: 'Claire',
    lastname: 'Martin',
    senderEmail: 'claire.martin@maconnerie-martin.fr',
    email1: 'julien.bernard@bet-structure.fr',
    email2: '',
    email3: '',
  };

  it('firstname, lastname, senderEmail and email1 are required', () => {
    expect(
      errorsOf(shareSchema, {
        firstname: '',
        lastname: '',
        senderEmail: '',
        email1: '',
        email2: '',
        email3: '',
      }),
    ).toEqual({
      firstname: 'Champ obligatoire',
      lastname: 'Champ obligatoire',
      senderEmail: 'Champ obligatoire',
      email1: 'Champ obligatoire',
    });
  });

  it("senderEmail, email1 and the optional email2 / email3 must be valid: 'E-mail invalide'", () => {
    expect(errorsOf(shareSchema, valid)).toEqual({});
    expect(
      errorsOf(shareSchema, {
        ...valid,
        senderEmail: 'x',
        email1: 'y@',
        email2: 'z',
        email3: 'a@b',
      }),
    ).toEqual({
      senderEmail: 'E-mail invalide',
      email1: 'E-mail invalide',
      email2: 'E-mail invalide',
      email3: 'E-mail invalide',
    });
  });

  it('the payload is firstname, lastname, senderEmail and email1 to email3 (blanks left out of the list)', () => {
    expect(shareBodyOf({ ...valid, email3: ' a@b.fr ' })).toEqual({
      firstname: 'Claire',
      lastname: 'Martin',
      senderEmail: 'claire.martin@maconnerie-martin.fr',
      email1: 'julien.bernard@bet-structure.fr',
      email2: '',
      email3: 'a@b.fr',
      emails: ['julien.bernard@bet-structure.fr', 'a@b.fr'],
    });
  });
});
