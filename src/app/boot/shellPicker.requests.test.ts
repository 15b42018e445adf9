import { earlyRequestOf } from './shellPicker';
import { PAGE_FILES_ATTRIBUTE, preloadPageFiles, type PageFiles } from './pageFiles';
import { at } from './shellPickerTestSetup';

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
