import { APP_ENTRY_ATTRIBUTE, loadAppEntry } from './appEntry';

describe('loadAppEntry', () => {
  function page(head: string): Document {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = head;
    return doc;
  }

  it('runs the module the marked link downloads, as a module script of the same origin mode, once', () => {
    const doc = page(
      `<link rel="modulepreload" crossorigin href="/assets/index-1.js" ${APP_ENTRY_ATTRIBUTE}>`,
    );
    expect(loadAppEntry(doc)).toBe(true);
    expect(loadAppEntry(doc)).toBe(false);
    const scripts = doc.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('module');
    expect(scripts[0]!.getAttribute('src')).toBe('/assets/index-1.js');
    expect(scripts[0]!.getAttribute('crossorigin')).toBe('');
  });

  it('does nothing on a page without the marked link (the development server’s)', () => {
    const doc = page('<link rel="modulepreload" href="/assets/other.js">');
    expect(loadAppEntry(doc)).toBe(false);
    expect(doc.head.querySelectorAll('script')).toHaveLength(0);
  });
});
