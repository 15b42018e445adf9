/**
 * @jest-environment node
 */
// The build runs the prerender in Node, where Emotion hands back each rule rather than inserting it.
import type createCache from '@emotion/cache';
import { JSDOM } from 'jsdom';
import { SITE_IDS, SITE_TEXT } from '@/config/sites';
import { fillFormPreview } from '@/ui/formPreview/previewSlots';
import { SITE_TOOLS, TOOL_TITLES } from '@/app/tools';
import { FILTERS_LOADING_LABEL, START_MESSAGE } from '@/ui/libraryFrame/libraryFrame';
import { loadToolFrames, pageFilesScript, prerenderShells, shellPaths } from './prerenderShells';
import { preloadPageFiles, type PageFiles } from './pageFiles';

let css = '';
let templates = '';
let page: JSDOM;

beforeAll(async () => {
  const shells = await prerenderShells();
  ({ css, templates } = shells);
  page = new JSDOM(
    `<!doctype html><head><style data-emotion="${shells.emotionAttribute}">${css}</style></head><body>${templates}</body>`,
  );
});

/** The HTML of a frame, and its parsed content. */
function frame(key: string): string {
  const template = [...page.window.document.querySelectorAll('template')].find(
    (candidate) => candidate.getAttribute('data-shell') === key,
  );
  if (!template) throw new Error(`No frame ${key}.`);
  return template.innerHTML;
}

function heading(key: string): string | null | undefined {
  const template = page.window.document.querySelector<HTMLTemplateElement>(
    `template[data-shell="${key}"]`,
  );
  return template?.content.querySelector('h1')?.textContent;
}

describe('the frames the build writes into index.html', () => {
  it('has one frame per site and page kind', () => {
    const keys = [...templates.matchAll(/data-shell="([^"]+)"/g)].map((match) => match[1]);
    expect(keys).toEqual([
      ...shellPaths('general').map((path) => `general ${path}`),
      ...shellPaths('floor').map((path) => `floor ${path}`),
      ...shellPaths('carbon').map((path) => `carbon ${path}`),
    ]);
    expect(shellPaths('general')).toEqual([
      '/',
      '/evaluer-le-psi-dun-rupteur/',
      '/donnees-environnementales/',
      '/donnees-environnementales/#/…',
      '/bibliotheque',
      '/bibliotheque#/results/',
      '/espace-personnel#/historique',
      '*',
    ]);
  });

  it('draws each home page with its header and content', () => {
    for (const site of ['general', 'floor', 'carbon'] as const) {
      const home = frame(`${site} /`);
      expect(home).toContain('<header');
      expect(heading(`${site} /`)).toBe(SITE_TEXT[site].name);
      for (const tool of SITE_TOOLS[site]) expect(home).toContain(`href="${tool.path}"`);
    }
  });

  it('titles the pages that open with their title, and marks the tool in the header', () => {
    const library = frame('general /bibliotheque');
    expect(heading('general /bibliotheque')).toBe(TOOL_TITLES.library);
    expect(library).toContain('href="/bibliotheque" aria-current="page"');
    // The library's start screen: its filters loading, its results at their start message.
    expect(library).toContain(FILTERS_LOADING_LABEL);
    expect(library).toContain('Résultats');
    expect(library).toContain(START_MESSAGE);
    // A link to its results opens over the same screen without the start message.
    const results = frame('general /bibliotheque#/results/');
    expect(heading('general /bibliotheque#/results/')).toBe(TOOL_TITLES.library);
    expect(results).toContain(FILTERS_LOADING_LABEL);
    expect(results).not.toContain(START_MESSAGE);
    const configurator = frame('floor /configurer-un-plancher/');
    expect(configurator).toContain('href="/configurer-un-plancher/" aria-current="page"');
    expect(frame('general *')).not.toContain('aria-current');
  });

  it('opens the environmental tool at its first question, a result over a loading state', () => {
    const start = page.window.document.createElement('div');
    start.innerHTML = frame('general /donnees-environnementales/');
    expect(start.querySelector('h1')?.textContent).toBe(TOOL_TITLES.environmental);
    // The specification's first question (spec 001 §2.2), over the questionnaire's loading state.
    expect(start.querySelector('h2')?.textContent).toBe('Quel est votre système constructif ?');
    expect(start.querySelector('[role="status"]')?.textContent).toBe('Chargement des questions…');
    expect(start.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('0');
    const result = page.window.document.createElement('div');
    result.innerHTML = frame('general /donnees-environnementales/#/…');
    expect(result.querySelector('h1')?.textContent).toBe(TOOL_TITLES.environmental);
    expect(result.querySelector('h2')).toBeNull();
    expect(result.querySelector('[role="status"]')?.textContent).toBe('Chargement…');
  });

  it('has the frame of every questionnaire and every tool that draws its own header', async () => {
    const framed = SITE_IDS.flatMap((site) =>
      SITE_TOOLS[site].filter((tool) => tool.frame === 'questionnaire' || tool.frame === 'own'),
    );
    const frames = await loadToolFrames();
    expect(Object.keys(frames).sort()).toEqual(framed.map((tool) => tool.id).sort());
    for (const tool of framed)
      expect(typeof frames[tool.id as keyof typeof frames]).toBe('function');
  });

  it.each([
    ['floor /configurer-un-plancher/', 'Étapes de la configuration', 'Chargement du formulaire…'],
    [
      'carbon /simuler-mon-empreinte-carbone/',
      'Étapes de la simulation',
      'Chargement du simulateur',
    ],
  ])(
    'draws %s with its own header, its loading state and the places of its form’s preview',
    (key, progress, loading) => {
      const template = page.window.document.querySelector<HTMLTemplateElement>(
        `template[data-shell="${key}"]`,
      )!;
      const root = page.window.document.createElement('div');
      root.append(template.content.cloneNode(true));
      const nav = root.querySelector(`nav[aria-label="${progress}"]`)!;
      const stepTitle = (step: number) =>
        nav.querySelector(`[data-preview-slot="step-${step}"]`)?.textContent;
      expect([stepTitle(1), stepTitle(2)]).toEqual(['Étape 1', 'Étape 2']);
      expect(root.querySelector('[role="status"]')?.textContent).toContain(loading);
      // Until the server answers, no step title is shown.
      const intro = root.querySelector<HTMLElement>('[data-preview-slot="intro"]')!;
      expect(intro.hidden).toBe(true);
      expect(
        fillFormPreview(root, {
          stepTitles: ['Votre projet', 'Votre plancher'],
          title: 'Votre projet',
          description: 'Situez votre projet.',
        }),
      ).toBe(true);
      expect(intro.hidden).toBe(false);
      expect(root.querySelector('h1')?.textContent).toBe('Votre projet');
      expect(intro.textContent).toContain('Situez votre projet.');
      expect([stepTitle(1), stepTitle(2)]).toEqual(['Votre projet', 'Votre plancher']);
    },
  );

  it('carries a rule for every class name of the frames, once', () => {
    const used = new Set([...templates.matchAll(/\bcss-[a-z0-9]+/g)].map((match) => match[0]));
    expect(used.size).toBeGreaterThan(20);
    for (const name of used) expect(css).toContain(`.${name}{`);
    const defined = [...css.matchAll(/(?:^|})\.(css-[a-z0-9]+)\{/g)].map((match) => match[1]);
    expect(new Set(defined).size).toBe(defined.length);
  });

  it('marks its rules as written, so that the app does not insert them again', () => {
    // Emotion, loaded in the built page (with a document), reads the marks of the page's styles.
    const { document } = page.window;
    Object.assign(globalThis, { document });
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { default: createAppCache } = require('@emotion/cache') as {
          default: typeof createCache;
        };
        const appCache = createAppCache({ key: 'css' });
        const names = [...templates.matchAll(/\bcss-([a-z0-9]+)/g)].map((match) => match[1]!);
        expect(names.length).toBeGreaterThan(20);
        for (const name of names) expect(appCache.inserted[name]).toBe(true);
      });
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });
});

describe('the list of each page’s chunks the build writes', () => {
  it('is read back by the inline script, whatever a file is named', () => {
    const files: PageFiles = {
      app: ['assets/app-1.js'],
      routes: [{ path: '/bibliotheque', sites: ['general'], files: ['assets/a</script>b.js'] }],
    };
    const { document } = new JSDOM(`<!doctype html><body>${pageFilesScript(files)}</body>`).window;
    expect(preloadPageFiles('general', '/bibliotheque', document)).toEqual([
      'assets/app-1.js',
      'assets/a</script>b.js',
    ]);
  });
});
