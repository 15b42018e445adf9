import { waitFor } from '@testing-library/react';
import { EARLY_ANSWERS_ARRIVED, EARLY_ANSWERS_TO_TAKE } from '@/api/firstRequests';
import { SITE_OVERRIDE_TAB_KEY } from '@/config/sites';
import { tabSite } from '@/lib/site/tabSite';
import {
  earlyRequestOf,
  OTHER_PAGES,
  prepareFirstPaint,
  EARLY_ANSWER_WAIT_MS,
  shellKey,
  shellPathOf,
  showPrerenderedShell,
  splitShellPath,
} from './shellPicker';
import { PAGE_FILES_ATTRIBUTE, preloadPageFiles, type PageFiles } from './pageFiles';

/** A page as the build writes it: #root, then one template per site and page kind. */
function builtPage(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const frames: [string, string][] = [
    ['general /', 'Accueil général'],
    ['general /bibliotheque', 'Bibliothèque de PSI'],
    ['general /bibliotheque#/results/', 'Résultats de la bibliothèque'],
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
  const { hostname, pathname, search, hash } = new URL(url);
  return { hostname, pathname, search, hash } as Location;
}

/** What the inline script does for a tab at `url`. */
function showPrerenderedShellAt(doc: Document, url: string, tab: Storage): boolean {
  return showPrerenderedShell(tabSite(at(url), tab), at(url), doc);
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

describe('the chunks asked for before the entry script runs', () => {
  const files: PageFiles = {
    app: ['assets/app-1.js'],
    routes: [
      { path: '/', sites: ['general', 'floor', 'carbon'], files: ['assets/HomePage-1.js'] },
      {
        path: '/bibliotheque',
        sites: ['general'],
        files: ['assets/PsiLibraryPage-1.js', 'assets/table-1.js'],
      },
      {
        path: '/user/data/password/:token',
        sites: ['floor', 'carbon'],
        files: ['assets/HomePage-1.js'],
      },
    ],
  };

  function pageWithFiles(): Document {
    const doc = document.implementation.createHTMLDocument('page');
    const json = doc.createElement('script');
    json.type = 'application/json';
    json.setAttribute(PAGE_FILES_ATTRIBUTE, '');
    json.textContent = JSON.stringify(files);
    doc.body.append(json);
    return doc;
  }

  const preloads = (doc: Document) =>
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('asks for the app and the page opened, as module scripts of the page', () => {
    const doc = pageWithFiles();
    preloadPageFiles('general', '/bibliotheque/', doc);
    expect(preloads(doc)).toEqual([
      '/assets/app-1.js',
      '/assets/PsiLibraryPage-1.js',
      '/assets/table-1.js',
    ]);
    expect(doc.head.querySelector('link')?.getAttribute('crossorigin')).toBe('');
  });

  it('matches the route of the tab’s site only, with its parameters', () => {
    const general = pageWithFiles();
    preloadPageFiles('general', '/user/data/password/abc', general);
    expect(preloads(general)).toEqual(['/assets/app-1.js']);
    const floor = pageWithFiles();
    preloadPageFiles('floor', '/user/data/password/abc', floor);
    expect(preloads(floor)).toEqual(['/assets/app-1.js', '/assets/HomePage-1.js']);
  });

  it('asks once for each file: a page opened later asks only for its own', () => {
    const doc = pageWithFiles();
    preloadPageFiles('general', '/', doc);
    expect(preloadPageFiles('general', '/bibliotheque', doc)).toEqual([
      'assets/PsiLibraryPage-1.js',
      'assets/table-1.js',
    ]);
    expect(preloadPageFiles('general', '/bibliotheque', doc)).toEqual([]);
    expect(new Set(preloads(doc)).size).toBe(preloads(doc).length);
  });

  it('asks for each file in the task the caller gives it', () => {
    const doc = pageWithFiles();
    const tasks: (() => void)[] = [];
    const asked = preloadPageFiles('general', '/bibliotheque', doc, (ask) => tasks.push(ask));
    expect(asked).toEqual(['assets/app-1.js', 'assets/PsiLibraryPage-1.js', 'assets/table-1.js']);
    expect(preloads(doc)).toEqual([]);
    tasks.shift()!();
    expect(preloads(doc)).toEqual(['/assets/app-1.js']);
    tasks.forEach((task) => task());
    expect(preloads(doc)).toHaveLength(3);
  });

  it('asks for nothing on a page built without the list', () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(preloadPageFiles('general', '/', doc)).toEqual([]);
    expect(preloads(doc)).toEqual([]);
  });
});

describe('the page’s first request, sent by the inline script', () => {
  const floor = { id: 'floor', apiBaseUrl: 'https://api.example' } as const;
  const carbon = { id: 'carbon', apiBaseUrl: '' } as const;

  it.each([
    [
      floor,
      'https://plancher.example/configurer-un-plancher/',
      'https://api.example/api/configurator/',
    ],
    [
      floor,
      'https://plancher.example/configurer-un-plancher',
      'https://api.example/api/configurator/',
    ],
    [
      floor,
      'https://plancher.example/configurer-un-plancher/?site=floor',
      'https://api.example/api/configurator/',
    ],
    [carbon, 'https://carbone.example/simuler-mon-empreinte-carbone/', '/api/simulator/'],
  ])('is the form of a configurator opened without a query (%#)', (site, url, request) => {
    expect(earlyRequestOf(site, at(url))?.url).toBe(request);
  });

  it.each([
    [floor, 'https://plancher.example/configurer-un-plancher/?simulationId=12'],
    [floor, 'https://plancher.example/configurer-un-plancher/?history=12'],
    [carbon, 'https://carbone.example/simuler-mon-empreinte-carbone/?cluster=3'],
    [carbon, 'https://carbone.example/simuler-mon-empreinte-carbone/?simulation-carbone=4'],
    [floor, 'https://plancher.example/'],
    [floor, 'https://plancher.example/espace-personnel'],
    [carbon, 'https://carbone.example/configurer-un-plancher/'],
  ])('is none elsewhere, or when the address has a query (%#)', (site, url) => {
    expect(earlyRequestOf(site, at(url))).toBeNull();
  });
});

describe('the first paint of a configurator opened without a query', () => {
  afterEach(() => {
    // The early request's answer is left on the window for the app.
    Reflect.deleteProperty(window, EARLY_ANSWERS_TO_TAKE);
    Reflect.deleteProperty(window, EARLY_ANSWERS_ARRIVED);
  });

  const FORM = {
    success: true,
    datas: {
      status: '200',
      formArray: [
        { step: 1, title: 'Votre projet', description: 'Son code postal.', fields: [] },
        { step: 2, title: 'Votre plancher', fields: [] },
      ],
    },
  };

  /** The configurator's page: its frame with the places of the preview, and its chunks. */
  function configuratorPage(): Document {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<meta name="app-entry" content="/assets/index.js">';
    doc.body.innerHTML =
      '<div id="root"></div>' +
      '<template data-shell="floor /configurer-un-plancher/"><ol><li data-preview-slot="step-1">Étape 1</li></ol>' +
      '<div data-preview-slot="skeleton"></div><div data-preview-slot="intro" hidden><h1 data-preview-slot="title"></h1>' +
      '<p data-preview-slot="description"></p></div></template>' +
      '<script type="application/json" data-page-files>' +
      JSON.stringify({
        app: ['assets/app.js'],
        routes: [{ path: '/configurer-un-plancher', sites: ['floor'], files: ['assets/page.js'] }],
      }) +
      '</script>';
    return doc;
  }

  const floor = {
    id: 'floor',
    host: '',
    neo: false,
    carbonBrand: false,
    apiBaseUrl: 'https://api.example',
  } as const;
  const location = at('https://plancher.example/configurer-un-plancher/');
  const preloaded = (doc: Document) =>
    [...doc.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    );
  /** The app's entry, run (a module script added) or not yet. */
  const entryScripts = (doc: Document) =>
    [...doc.head.querySelectorAll('script[type=module]')].map((script) =>
      script.getAttribute('src'),
    );

  function prepare(doc: Document, answer: Promise<Response>, mockApi = false) {
    const send = jest.fn(() => answer);
    const timers: Array<{ start: () => void; ms: number }> = [];
    const show = prepareFirstPaint(floor, {
      mockApi,
      location,
      doc,
      send: send as unknown as typeof fetch,
      afterPaint: (paint) => paint(),
      each: (ask) => ask(),
      later: (start, ms) => void timers.push({ start, ms }),
    });
    return { send, show, timers };
  }

  it('sends the form’s request at once, then writes the first step into the frame when it answers', async () => {
    const doc = configuratorPage();
    let answer!: (response: Response) => void;
    const { send, show } = prepare(doc, new Promise((resolve) => (answer = resolve)));
    expect(send).toHaveBeenCalledWith('https://api.example/api/configurator/', expect.anything());
    show();
    const root = doc.getElementById('root')!;
    expect(root.querySelector('[data-preview-slot="intro"]')).toHaveProperty('hidden', true);
    // The page's code is asked for, and the app's entry run, once the texts have come.
    expect(preloaded(doc)).toEqual([]);
    expect(entryScripts(doc)).toEqual([]);
    answer(new Response(JSON.stringify(FORM)));
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Votre projet'));
    expect(root.querySelector('[data-preview-slot="intro"]')).toHaveProperty('hidden', false);
    expect(root.querySelector('[data-preview-slot="skeleton"]')).toHaveProperty('hidden', true);
    expect(root.querySelector('p')?.textContent).toBe('Son code postal.');
    expect(root.querySelector('li')?.textContent).toBe('Votre projet');
    expect(preloaded(doc)).toEqual(['/assets/app.js', '/assets/page.js']);
    expect(entryScripts(doc)).toEqual(['/assets/index.js']);
  });

  it('starts the app after a while when the early answer is slow, and only once', async () => {
    const doc = configuratorPage();
    let answer!: (response: Response) => void;
    const { show, timers } = prepare(doc, new Promise((resolve) => (answer = resolve)));
    show();
    expect(entryScripts(doc)).toEqual([]);
    expect(timers.map((timer) => timer.ms)).toEqual([EARLY_ANSWER_WAIT_MS]);
    timers[0]!.start();
    expect(entryScripts(doc)).toEqual(['/assets/index.js']);
    expect(preloaded(doc)).toEqual(['/assets/app.js', '/assets/page.js']);
    // The answer still fills the frame when it comes; the entry is not run twice.
    answer(new Response(JSON.stringify(FORM)));
    await waitFor(() =>
      expect(doc.getElementById('root')!.querySelector('h1')?.textContent).toBe('Votre projet'),
    );
    expect(entryScripts(doc)).toEqual(['/assets/index.js']);
  });

  it('keeps the skeleton when the server refuses, and still asks for the page’s code', async () => {
    const doc = configuratorPage();
    const { show } = prepare(
      doc,
      Promise.resolve(new Response('{"success":false}', { status: 500 })),
    );
    show();
    await waitFor(() => expect(preloaded(doc)).toHaveLength(2));
    const root = doc.getElementById('root')!;
    expect(root.querySelector('[data-preview-slot="intro"]')).toHaveProperty('hidden', true);
    expect(root.querySelector('[data-preview-slot="skeleton"]')).toHaveProperty('hidden', false);
  });

  it('sends nothing with the embedded mock backend, and asks for the page’s code after the paint', () => {
    const doc = configuratorPage();
    const { send, show } = prepare(doc, Promise.resolve(new Response('{}')), true);
    show();
    expect(send).not.toHaveBeenCalled();
    expect(preloaded(doc)).toEqual(['/assets/app.js', '/assets/page.js']);
    expect(entryScripts(doc)).toEqual(['/assets/index.js']);
    expect(doc.getElementById('root')?.textContent).toContain('Étape 1');
  });
});
