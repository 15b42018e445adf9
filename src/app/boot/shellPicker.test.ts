import { SITE_OVERRIDE_TAB_KEY } from '@/app/site/sites';
import { OTHER_PAGES, shellKey, shellPathOf, showPrerenderedShell } from './shellPicker';

/** A page as the build writes it: #root, then one template per site and page kind. */
function builtPage(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const frames: [string, string][] = [
    ['general /', 'Accueil général'],
    ['general /bibliotheque', 'Bibliothèque de PSI'],
    ['general *', 'Page du site général'],
    ['floor /', 'Accueil plancher'],
    ['floor /configurer-un-plancher/', 'Configurateur'],
    ['floor *', 'Page du site plancher'],
    ['carbon /', 'Accueil carbone'],
    ['carbon /simuler-mon-empreinte-carbone/', 'Simulateur'],
    ['carbon *', 'Page du site carbone'],
  ];
  doc.body.innerHTML =
    '<div id="root"></div>' +
    frames
      .map(([key, text]) => `<template data-shell="${key}"><h1>${text}</h1></template>`)
      .join('');
  return doc;
}

function at(url: string): Location {
  const { hostname, pathname, search } = new URL(url);
  return { hostname, pathname, search } as Location;
}

function emptyTab(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
}

const shown = (doc: Document) => doc.getElementById('root')!.textContent;

describe('the frame prerendered for the tab’s site and page', () => {
  it.each([
    ['http://localhost/', 'Accueil général'],
    ['http://localhost/bibliotheque', 'Bibliothèque de PSI'],
    ['http://localhost/bibliotheque/', 'Bibliothèque de PSI'],
    ['http://localhost/espace-personnel', 'Page du site général'],
    ['http://plancher.localhost/', 'Accueil plancher'],
    ['http://plancher.localhost/configurer-un-plancher', 'Configurateur'],
    ['http://plancher.localhost/inscription', 'Page du site plancher'],
    ['https://carbone.rupteo.fr/', 'Accueil carbone'],
    ['https://carbone.rupteo.fr/simuler-mon-empreinte-carbone/', 'Simulateur'],
    ['https://carbone.rupteo.fr/bibliotheque', 'Page du site carbone'],
  ])('%s shows “%s”', (url, text) => {
    const doc = builtPage();
    expect(showPrerenderedShell(doc, at(url), emptyTab())).toBe(true);
    expect(shown(doc)).toBe(text);
  });

  it('marks the document with the site and its button style before the paint', () => {
    const doc = builtPage();
    showPrerenderedShell(doc, at('https://neo-plancher.rupteo.fr/'), emptyTab());
    expect(doc.documentElement.dataset.site).toBe('floor');
    expect(doc.documentElement.dataset.neo).toBe('');
    expect(shown(doc)).toBe('Accueil plancher');
  });

  it('follows the ?site= choice, and the one the tab kept, as the app does', () => {
    const fromSearch = builtPage();
    showPrerenderedShell(fromSearch, at('http://localhost/?site=carbon'), emptyTab());
    expect(shown(fromSearch)).toBe('Accueil carbone');

    const tab = emptyTab();
    tab.setItem(SITE_OVERRIDE_TAB_KEY, 'floor');
    const fromTab = builtPage();
    showPrerenderedShell(fromTab, at('http://localhost/'), tab);
    expect(shown(fromTab)).toBe('Accueil plancher');
    // The app keeps the choice; the inline script only reads it.
    const untouched = emptyTab();
    showPrerenderedShell(builtPage(), at('http://localhost/?site=floor'), untouched);
    expect(untouched.getItem(SITE_OVERRIDE_TAB_KEY)).toBeNull();
  });

  it('leaves the partner host of the carbon site to the app (its logo differs)', () => {
    const doc = builtPage();
    expect(showPrerenderedShell(doc, at('https://carbone.batiprime.fr/'), emptyTab())).toBe(false);
    expect(shown(doc)).toBe('');
    expect(doc.documentElement.dataset.site).toBe('carbon');
  });

  it('shows nothing when the page has no frame for it, or #root is drawn already', () => {
    const withoutFrames = document.implementation.createHTMLDocument('page');
    withoutFrames.body.innerHTML = '<div id="root"></div>';
    expect(showPrerenderedShell(withoutFrames, at('http://localhost/'), emptyTab())).toBe(false);

    const drawn = builtPage();
    drawn.getElementById('root')!.innerHTML = '<p>déjà là</p>';
    expect(showPrerenderedShell(drawn, at('http://localhost/'), emptyTab())).toBe(false);
    expect(shown(drawn)).toBe('déjà là');
  });

  it('names each page’s frame by its site and the tool’s own path', () => {
    expect(shellPathOf('general', '/')).toBe('/');
    expect(shellPathOf('general', '/bibliotheque/')).toBe('/bibliotheque');
    expect(shellPathOf('floor', '/configurer-un-plancher')).toBe('/configurer-un-plancher/');
    expect(shellPathOf('floor', '/bibliotheque')).toBe(OTHER_PAGES);
    expect(shellKey('carbon', OTHER_PAGES)).toBe('carbon *');
  });
});
