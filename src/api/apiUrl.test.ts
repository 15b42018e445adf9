import { currentPageOrigin, resolveApiUrl } from './apiUrl';

const API = 'http://127.0.0.1:8787';

describe('resolveApiUrl', () => {
  it('leaves absolute http and https addresses unchanged', () => {
    expect(resolveApiUrl(API, 'https://www.rupteo.fr/produits/rba?x=1#a')).toBe(
      'https://www.rupteo.fr/produits/rba?x=1#a',
    );
    expect(resolveApiUrl(API, 'http://127.0.0.1:8787/media/plancher/visuels/a.svg')).toBe(
      'http://127.0.0.1:8787/media/plancher/visuels/a.svg',
    );
    expect(resolveApiUrl('', 'HTTPS://cdn.example/x.svg')).toBe('HTTPS://cdn.example/x.svg');
  });

  it('puts a root-relative path on the API origin', () => {
    expect(resolveApiUrl(API, '/media/plancher/visuels/a.svg')).toBe(
      'http://127.0.0.1:8787/media/plancher/visuels/a.svg',
    );
    expect(resolveApiUrl(API, '/media/download/rupteur-rba?format=thumb')).toBe(
      'http://127.0.0.1:8787/media/download/rupteur-rba?format=thumb',
    );
  });

  it('appends a root-relative or relative path to an API base with a path, as the client does', () => {
    const base = 'https://api.example.fr/backend';
    expect(resolveApiUrl(base, '/api/history/rapport/1/ab.pdf')).toBe(
      'https://api.example.fr/backend/api/history/rapport/1/ab.pdf',
    );
    expect(resolveApiUrl(base, 'media/a.svg')).toBe('https://api.example.fr/backend/media/a.svg');
    expect(resolveApiUrl(`${base}/`, '/media/a.svg')).toBe(
      'https://api.example.fr/backend/media/a.svg',
    );
  });

  it('keeps `..` from climbing above the API base', () => {
    expect(resolveApiUrl('https://api.example.fr/backend', '../../secret/x.pdf')).toBe(
      'https://api.example.fr/backend/secret/x.pdf',
    );
  });

  it('gives a protocol-relative address the API protocol, "/\\\\host" included as browsers read it', () => {
    expect(resolveApiUrl('https://api.example.fr', '//cdn.example/x.svg')).toBe(
      'https://cdn.example/x.svg',
    );
    expect(resolveApiUrl(API, '/\\cdn.example/x.svg')).toBe('http://cdn.example/x.svg');
  });

  it("with the base '' (the page's own origin), resolves on the page's origin in jsdom", () => {
    expect(currentPageOrigin()).toBe('http://localhost');
    expect(resolveApiUrl('', '/media/plancher/documents/s/fdes.pdf')).toBe(
      'http://localhost/media/plancher/documents/s/fdes.pdf',
    );
    expect(resolveApiUrl('', 'media/a.svg')).toBe('http://localhost/media/a.svg');
    expect(resolveApiUrl('', '//cdn.example/x.svg')).toBe('http://cdn.example/x.svg');
  });

  it("with the base '' and no page (Node), leaves the path root-relative", () => {
    expect(resolveApiUrl('', '/media/a.svg', '')).toBe('/media/a.svg');
    expect(resolveApiUrl('', 'media/a.svg', '')).toBe('/media/a.svg');
    expect(resolveApiUrl('', '//cdn.example/x.svg', '')).toBe('//cdn.example/x.svg');
  });

  it('leaves mailto:, tel: and other schemes untouched', () => {
    expect(resolveApiUrl(API, 'mailto:agence@rupteo.fr')).toBe('mailto:agence@rupteo.fr');
    expect(resolveApiUrl(API, 'tel:+33472834010')).toBe('tel:+33472834010');
    expect(resolveApiUrl(API, 'ftp://files.example/a.pdf')).toBe('ftp://files.example/a.pdf');
  });

  it('refuses javascript:, data: and vbscript:, however written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' \u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:image/svg+xml;base64,PHN2Zy8+',
      'vbscript:msgbox(1)',
    ])
      expect(resolveApiUrl(API, url)).toBeUndefined();
  });

  it('answers undefined for a missing or blank address', () => {
    expect(resolveApiUrl(API, undefined)).toBeUndefined();
    expect(resolveApiUrl(API, null)).toBeUndefined();
    expect(resolveApiUrl(API, '')).toBeUndefined();
    expect(resolveApiUrl(API, '   ')).toBeUndefined();
  });
});
