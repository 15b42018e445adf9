import { encodeResultName, paths } from './paths';

/**
 * The addresses as the specification writes them (spec 000 §2 and its account-link handler, spec
 * 001 §2.3, §2.4, spec 002 §2.1, §2.3, §2.5), and the project's own ones: a page path changed by
 * mistake breaks a link the users, the e-mails or the server keep.
 */
describe('paths: every page address', () => {
  it('gives the pages the addresses of the specification', () => {
    expect({
      home: paths.home.getHref(),
      registration: paths.registration.getHref(),
      personalSpace: paths.personalSpace.getHref(),
      personalSpaceHome: paths.personalSpace.home.getHref(),
      personalSpaceProfile: paths.personalSpace.profile.getHref(),
      personalSpaceHistory: paths.personalSpace.history.getHref(),
      legalNotice: paths.legalNotice.getHref(),
      emailConfirmation: paths.emailConfirmation.getHref(),
      passwordReset: paths.passwordReset.getHref('abc123'),
      finder: paths.finder.getHref(),
      environmental: paths.environmental.getHref(),
      library: paths.library.getHref(),
      floorConfigurator: paths.floorConfigurator.getHref(),
      carbonSimulator: paths.carbonSimulator.getHref(),
    }).toEqual({
      home: '/',
      registration: '/inscription',
      personalSpace: '/espace-personnel',
      personalSpaceHome: '/espace-personnel#/',
      personalSpaceProfile: '/espace-personnel#/modification',
      personalSpaceHistory: '/espace-personnel#/historique',
      legalNotice: '/mentions-legales',
      emailConfirmation: '/user/data/email/',
      passwordReset: '/user/data/password/abc123',
      finder: '/evaluer-le-psi-dun-rupteur/',
      environmental: '/donnees-environnementales/',
      library: '/bibliotheque',
      floorConfigurator: '/configurer-un-plancher/',
      carbonSimulator: '/simuler-mon-empreinte-carbone/',
    });
  });

  it('keeps the project-defined single-sign-on hand-over page', () => {
    expect(paths.ssoHandover.getHref()).toBe('/connexion-sso/');
  });

  it('gives the route patterns: the link without its trailing slash, `:name` for a parameter', () => {
    expect({
      home: paths.home.path,
      registration: paths.registration.path,
      personalSpace: paths.personalSpace.path,
      legalNotice: paths.legalNotice.path,
      ssoHandover: paths.ssoHandover.path,
      emailConfirmation: paths.emailConfirmation.path,
      passwordReset: paths.passwordReset.path,
      finder: paths.finder.path,
      environmental: paths.environmental.path,
      library: paths.library.path,
      floorConfigurator: paths.floorConfigurator.path,
      carbonSimulator: paths.carbonSimulator.path,
    }).toEqual({
      home: '/',
      registration: '/inscription',
      personalSpace: '/espace-personnel',
      legalNotice: '/mentions-legales',
      ssoHandover: '/connexion-sso',
      emailConfirmation: '/user/data/email',
      passwordReset: '/user/data/password/:token',
      finder: '/evaluer-le-psi-dun-rupteur',
      environmental: '/donnees-environnementales',
      library: '/bibliotheque',
      floorConfigurator: '/configurer-un-plancher',
      carbonSimulator: '/simuler-mon-empreinte-carbone',
    });
    expect(paths.passwordReset.prefix).toBe('/user/data/password/');
  });

  it('gives the hash sub-routes of the personal space and of the library', () => {
    expect(paths.personalSpace.home.route).toBe('/');
    expect(paths.personalSpace.profile.route).toBe('/modification');
    expect(paths.personalSpace.history.route).toBe('/historique');
    expect(paths.library.results.route).toBe('/results/:hash');
    expect(paths.library.results.getHref('eyIxIjpbMl19')).toBe(
      '/bibliotheque#/results/eyIxIjpbMl19',
    );
  });

  it('writes the floor configurator’s queries (spec 002 §2.1, §2.3, spec 000 §2)', () => {
    const floor = paths.floorConfigurator;
    expect(floor.getHref({ simulationId: 7002 })).toBe(
      '/configurer-un-plancher/?simulationId=7002',
    );
    expect(floor.getHref({ history: 12 })).toBe('/configurer-un-plancher/?history=12');
    expect(floor.getHref({ historySolution: 'plancher-ep 20/cm' })).toBe(
      '/configurer-un-plancher/?historySolution=plancher-ep%2020%2Fcm',
    );
    expect(floor.getHref({ simulationId: undefined })).toBe('/configurer-un-plancher/');
  });

  it('writes the carbon simulator’s queries (spec 002 §2.5, spec 000 §2)', () => {
    const carbon = paths.carbonSimulator;
    expect(carbon.getHref({ cluster: 3, 'simulation-carbone': 41 })).toBe(
      '/simuler-mon-empreinte-carbone/?cluster=3&simulation-carbone=41',
    );
    expect(carbon.getHref({ cluster: 3 })).toBe('/simuler-mon-empreinte-carbone/?cluster=3');
    expect(carbon.getHref({ history: 9 })).toBe('/simuler-mon-empreinte-carbone/?history=9');
  });

  it('writes a questionnaire’s result: #/{id}/{name}, ?history=1 from the history (spec 001 §2.4)', () => {
    expect(paths.finder.result.route).toBe('/:id/:name');
    expect(paths.finder.result.hashPath(1904, ' Rupteur  RP ITI 3 ')).toBe(
      '/1904/Rupteur_RP_ITI_3',
    );
    expect(paths.finder.result.hashPath(7, 'ThermoPrédalle TPR à rupteur intégré')).toBe(
      `/7/${encodeURIComponent('ThermoPrédalle_TPR_à_rupteur_intégré')}`,
    );
    expect(paths.finder.getHref({ result: { id: 7, name: 'Rupteur RT' }, fromHistory: true })).toBe(
      '/evaluer-le-psi-dun-rupteur/#/7/Rupteur_RT?history=1',
    );
    expect(paths.environmental.getHref({ result: { id: 15, name: 'Prédalle PR 13' } })).toBe(
      '/donnees-environnementales/#/15/Pr%C3%A9dalle_PR_13',
    );
    expect(encodeResultName(null)).toBe('');
  });
});
