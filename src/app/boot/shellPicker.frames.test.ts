import { SITE_OVERRIDE_TAB_KEY } from '@/config/sites';
import { OTHER_PAGES, shellKey, shellPathOf, splitShellPath } from './shellPicker';
import { builtPage, showPrerenderedShellAt, emptyTab, shown } from './shellPickerTestSetup';

describe('the frame prerendered for the tab’s site and page', () => {
  it.each([
    ['http://localhost/', 'Accueil général'],
    ['http://localhost/bibliotheque', 'Bibliothèque de PSI'],
    ['http://localhost/bibliotheque/', 'Bibliothèque de PSI'],
    ['http://localhost/bibliotheque#/', 'Bibliothèque de PSI'],
    ['http://localhost/bibliotheque#/results/a1b2', 'Résultats de la bibliothèque'],
    ['http://localhost/espace-personnel', 'Page du site général'],
    ['http://plancher.localhost/', 'Accueil plancher'],
    ['http://plancher.localhost/configurer-un-plancher', 'Configurateur'],
    ['http://plancher.localhost/inscription', 'Page du site plancher'],
    ['https://carbone.rupteo.fr/', 'Accueil carbone'],
    ['https://carbone.rupteo.fr/simuler-mon-empreinte-carbone/', 'Simulateur'],
    ['https://carbone.rupteo.fr/bibliotheque', 'Page du site carbone'],
  ])('%s shows “%s”', (url, text) => {
    const doc = builtPage();
    expect(showPrerenderedShellAt(doc, url, emptyTab())).toBe(true);
    expect(shown(doc)).toBe(text);
  });

  it('marks the document with the site and its button style before the paint', () => {
    const doc = builtPage();
    showPrerenderedShellAt(doc, 'https://neo-plancher.rupteo.fr/', emptyTab());
    expect(doc.documentElement.dataset.site).toBe('floor');
    expect(doc.documentElement.dataset.neo).toBe('');
    expect(shown(doc)).toBe('Accueil plancher');
  });

  it('follows the ?site= choice, and the one the tab kept, as the app does', () => {
    const fromSearch = builtPage();
    showPrerenderedShellAt(fromSearch, 'http://localhost/?site=carbon', emptyTab());
    expect(shown(fromSearch)).toBe('Accueil carbone');

    const tab = emptyTab();
    tab.setItem(SITE_OVERRIDE_TAB_KEY, 'floor');
    const fromTab = builtPage();
    showPrerenderedShellAt(fromTab, 'http://localhost/', tab);
    expect(shown(fromTab)).toBe('Accueil plancher');
    // The app keeps the choice; the inline script only reads it.
    const untouched = emptyTab();
    showPrerenderedShellAt(builtPage(), 'http://localhost/?site=floor', untouched);
    expect(untouched.getItem(SITE_OVERRIDE_TAB_KEY)).toBeNull();
  });

  it('leaves the partner host of the carbon site to the app (its logo differs)', () => {
    const doc = builtPage();
    expect(showPrerenderedShellAt(doc, 'https://carbone.batiprime.fr/', emptyTab())).toBe(false);
    expect(shown(doc)).toBe('');
    expect(doc.documentElement.dataset.site).toBe('carbon');
  });

  it('shows nothing when the page has no frame for it, or #root is drawn already', () => {
    const withoutFrames = document.implementation.createHTMLDocument('page');
    withoutFrames.body.innerHTML = '<div id="root"></div>';
    expect(showPrerenderedShellAt(withoutFrames, 'http://localhost/', emptyTab())).toBe(false);

    const drawn = builtPage();
    drawn.getElementById('root')!.innerHTML = '<p>déjà là</p>';
    expect(showPrerenderedShellAt(drawn, 'http://localhost/', emptyTab())).toBe(false);
    expect(shown(drawn)).toBe('déjà là');
  });

  it('names each page’s frame by its site and the tool’s own path', () => {
    expect(shellPathOf('general', '/')).toBe('/');
    expect(shellPathOf('general', '/bibliotheque/')).toBe('/bibliotheque');
    // A link to the library's results does not open over its start screen.
    expect(shellPathOf('general', '/bibliotheque', '#/results/a1b2')).toBe(
      '/bibliotheque#/results/',
    );
    expect(shellPathOf('general', '/bibliotheque', '#/')).toBe('/bibliotheque');
    // The environmental tool opens at its first question, a link to a result over a loading state.
    for (const hash of ['', '#', '#/'])
      expect(shellPathOf('general', '/donnees-environnementales/', hash)).toBe(
        '/donnees-environnementales/',
      );
    expect(shellPathOf('general', '/donnees-environnementales/', '#/1005/Mon%20projet')).toBe(
      '/donnees-environnementales/#/…',
    );
    // Reloaded with answers kept in its history entry, a questionnaire goes on after them: the
    // loading state, not its first question.
    const kept = {
      environmentalAnswers: {
        answers: [70003],
        questions: [{ id: 7000, filterValues: [{ id: 70003 }] }],
      },
    };
    expect(shellPathOf('general', '/donnees-environnementales/', '#/', kept)).toBe(
      '/donnees-environnementales/#/…',
    );
    // What the router keeps there, or unreadable answers, change nothing.
    for (const state of [
      { usr: null, key: 'default', idx: 0 },
      { environmentalAnswers: { answers: [70003] } },
      {
        environmentalAnswers: { answers: [70004], questions: kept.environmentalAnswers.questions },
      },
    ])
      expect(shellPathOf('general', '/donnees-environnementales/', '#/', state)).toBe(
        '/donnees-environnementales/',
      );
    expect(splitShellPath('/bibliotheque#/results/')).toEqual({
      path: '/bibliotheque',
      hash: '#/results/',
    });
    expect(splitShellPath('/')).toEqual({ path: '/', hash: '' });
    expect(shellPathOf('floor', '/configurer-un-plancher')).toBe('/configurer-un-plancher/');
    expect(shellPathOf('floor', '/bibliotheque')).toBe(OTHER_PAGES);
    expect(shellKey('carbon', OTHER_PAGES)).toBe('carbon *');
  });
});
