import { waitFor } from '@testing-library/react';
import { EARLY_ANSWERS_ARRIVED, EARLY_ANSWERS_TO_TAKE } from '@/api/firstRequests';
import { prepareFirstPaint, EARLY_ANSWER_WAIT_MS } from './shellPicker';
import { at } from './shellPickerTestSetup';

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
