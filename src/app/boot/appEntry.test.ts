import { APP_ENTRY_META, loadAppEntry } from './appEntry';

describe('loadAppEntry', () => {
  function page(head: string): Document {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = head;
    return doc;
  }

  it('adds the module script of the entry the page names, once', () => {
    const doc = page(`<meta name="${APP_ENTRY_META}" content="/assets/index-1.js">`);
    expect(loadAppEntry(doc)).toBe(true);
    expect(loadAppEntry(doc)).toBe(false);
    const scripts = doc.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('module');
    expect(scripts[0]!.getAttribute('src')).toBe('/assets/index-1.js');
    expect(scripts[0]!.getAttribute('crossorigin')).toBe('');
  });

  it('does nothing on a page that names no entry (the development server’s)', () => {
    const doc = page('<link rel="modulepreload" href="/assets/other.js">');
    expect(loadAppEntry(doc)).toBe(false);
    expect(doc.head.querySelectorAll('script')).toHaveLength(0);
  });
});
