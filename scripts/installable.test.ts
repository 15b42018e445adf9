import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkInstallable, precachedUrls, SITE_MANIFESTS } from './installable';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'installable-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function manifest(site: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Site ${site}`,
    start_url: '/',
    display: 'standalone',
    icons: [
      { src: `/icons/${site}-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `/icons/${site}-512.png`, sizes: '512x512', type: 'image/png' },
    ],
    ...overrides,
  };
}

/** A build as vite-plugin-pwa writes it, minus what `leaveOut` names. */
function writeBuild({ leaveOut = [] as string[], manifests = {} as Record<string, object> } = {}) {
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  mkdirSync(join(dir, 'manifests'));
  const files = ['index.html', 'assets/index-abc.js', 'assets/app-def.js', 'assets/app.css'];
  for (const site of SITE_MANIFESTS) {
    files.push(`icons/${site}-192.png`, `icons/${site}-512.png`);
    files.push(`manifests/${site}.webmanifest`);
  }
  for (const file of files) {
    const content = file.endsWith('.webmanifest')
      ? JSON.stringify(
          manifests[file] ?? manifest(file.replace(/^manifests\/|\.webmanifest$/g, '')),
        )
      : 'x';
    writeFileSync(join(dir, file), content);
  }
  const entries = files
    .filter((file) => !leaveOut.includes(file))
    .map((url) => `{url:"${url}",revision:${url.startsWith('assets/') ? 'null' : '"1"'}}`);
  writeFileSync(
    join(dir, 'sw.js'),
    `define(["./workbox-1"],function(s){s.precacheAndRoute([${entries.join(',')}],{})});`,
  );
}

describe('checkInstallable', () => {
  it('reads the precache list of a generated worker', () => {
    expect(
      precachedUrls('s.precacheAndRoute([{url:"index.html",revision:"a"},{url:"assets/x.js"}])'),
    ).toEqual(['index.html', 'assets/x.js']);
  });

  it('finds nothing wrong with a complete build', () => {
    writeBuild();
    expect(checkInstallable(dir)).toEqual([]);
  });

  it('reports a build without a worker', () => {
    expect(checkInstallable(dir)).toEqual([`sw.js is missing from ${dir}`]);
  });

  it('reports what the worker does not precache', () => {
    writeBuild({ leaveOut: ['index.html', 'assets/app-def.js', 'manifests/floor.webmanifest'] });
    expect(checkInstallable(dir)).toEqual([
      'index.html is not precached by sw.js',
      'assets/app-def.js is not precached by sw.js',
      'manifests/floor.webmanifest is not precached by sw.js',
    ]);
  });

  it('reports a manifest that does not make its site installable', () => {
    writeBuild({
      manifests: {
        'manifests/carbon.webmanifest': manifest('carbon', {
          name: undefined,
          display: 'browser',
          icons: [{ src: '/icons/carbon-192.png', sizes: '192x192' }],
        }),
      },
    });
    expect(checkInstallable(dir)).toEqual([
      'manifests/carbon.webmanifest has no name',
      'manifests/carbon.webmanifest: display is not standalone',
      'manifests/carbon.webmanifest has no 512x512 icon',
    ]);
  });
});
