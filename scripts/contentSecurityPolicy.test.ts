import {
  apiOriginsOf,
  contentSecurityPolicy,
  inlineScriptsOf,
  policyDirectives,
  policyOfPage,
  SECURITY_HEADERS,
  serverHeaders,
  serverPolicy,
  sha256Source,
  withContentSecurityPolicy,
} from './contentSecurityPolicy';

const PAGE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Rupteo</title><script>window.first=1</script>
    <style data-emotion="css 0">.a{color:red}</style>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div><script type="application/json" data-page-files>{"app":[]}</script><script>window.__frame()</script>
  </body>
</html>`;

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

describe('content security policy of the built page', () => {
  it('hashes a script as CSP does: sha256 of its UTF-8 text, in base64', () => {
    // The SHA-256 of the empty string.
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(sha256Source('é')).not.toBe(sha256Source('e'));
  });

  it('finds the inline scripts the browser runs, not those with a src nor JSON data', () => {
    expect(inlineScriptsOf(PAGE)).toEqual(['window.first=1', 'window.__frame()']);
    expect(inlineScriptsOf('<script type="module">import("/a.js")</script>')).toEqual([
      'import("/a.js")',
    ]);
  });

  it("allows each inline script by its hash; a changed script changes the policy's hash", () => {
    const policy = contentSecurityPolicy({ inlineScripts: inlineScriptsOf(PAGE), apiOrigins: [] });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      sha256Source('window.first=1'),
      sha256Source('window.__frame()'),
    ]);
    const changed = contentSecurityPolicy({
      inlineScripts: inlineScriptsOf(PAGE.replace('window.first=1', 'window.first=2')),
      apiOrigins: [],
    });
    expect(directive(changed, 'script-src')).not.toContain(sha256Source('window.first=1'));
    expect(directive(changed, 'script-src')).toContain(sha256Source('window.first=2'));
  });

  it('lets the page call and show images from the API origin, and only from there', () => {
    const origins = apiOriginsOf(['http://127.0.0.1:8787/', 'http://127.0.0.1:8787/api', '']);
    expect(origins).toEqual(['http://127.0.0.1:8787']);
    const policy = contentSecurityPolicy({ inlineScripts: [], apiOrigins: origins });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:8787']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'http://127.0.0.1:8787']);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('never allows evaluated code, inline scripts without a hash, plugins or a foreign base', () => {
    const directives = policyDirectives({ inlineScripts: ['a()'], apiOrigins: ['https://x.fr'] });
    expect(directives.flat()).not.toContain("'unsafe-eval'");
    expect(
      directive(contentSecurityPolicy({ inlineScripts: [], apiOrigins: [] }), 'script-src'),
    ).toEqual(["'self'"]);
    const policy = contentSecurityPolicy({ inlineScripts: [], apiOrigins: [] });
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
  });

  it('writes the policy and the referrer policy right after the charset, before any script', () => {
    const { html, policy } = withContentSecurityPolicy(PAGE, ['https://api.rupteo.fr']);
    const meta = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(meta).toBeLessThan(html.indexOf('<style'));
    expect(html).toContain('<meta name="referrer" content="strict-origin-when-cross-origin" />');
    expect(policyOfPage(html)).toBe(policy);
    expect(directive(policy, 'connect-src')).toContain('https://api.rupteo.fr');
    // Everything else is left as it was.
    expect(html.replace(/<meta http-equiv[^>]*\/><meta name="referrer"[^>]*\/>/, '')).toBe(PAGE);
  });

  it('refuses a page without a head', () => {
    expect(() => withContentSecurityPolicy('<p>rien</p>', [])).toThrow(/<head>/);
  });

  it('leaves to the server what a meta cannot say: no framing, the referrer policy', () => {
    expect(SECURITY_HEADERS).toEqual({
      'Content-Security-Policy': "frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it("gives a production server the page's policy less what depends on the page, and no framing", () => {
    const api = 'https://api.example.fr';
    const policy = serverPolicy([api]);
    const page = contentSecurityPolicy({ inlineScripts: ['window.first=1'], apiOrigins: [api] });
    // Every directive of the page's policy but those its inline scripts decide.
    for (const part of page.split('; ')) {
      const name = part.split(' ')[0]!;
      if (name === 'default-src' || name === 'script-src')
        expect(directive(policy, name)).toEqual([]);
      else expect(policy).toContain(part);
    }
    expect(directive(policy, 'connect-src')).toEqual(["'self'", api]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(serverHeaders([api])).toEqual({
      ...SECURITY_HEADERS,
      'Content-Security-Policy': policy,
    });
  });
});
