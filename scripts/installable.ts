/**
 * Checks of a build for a real backend, read from its files: the service worker (build/
 * serviceWorker.ts) exists and precaches the app shell (index.html, the chunks), each site's
 * manifest and its icons; each manifest makes its site installable (name, start_url, display
 * standalone, icons of 192 and 512 pixels, present in the build). Returns the problems found (none:
 * []). Run by the offline journey on the build it serves (e2e/journeys/offline.e2e.ts) and tested
 * on made-up builds (scripts/installable.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_MANIFESTS = ['general', 'floor', 'carbon'] as const;
export const WORKER_FILE = 'sw.js';
export const REQUIRED_ICON_SIZES = ['192x192', '512x512'] as const;

interface ManifestIcon {
  src?: string;
  sizes?: string;
  type?: string;
}

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  icons?: ManifestIcon[];
}

/** The addresses the worker precaches (Workbox's manifest: `{url:"…",revision:…}`), without '/'. */
export function precachedUrls(workerText: string): string[] {
  return [...workerText.matchAll(/\{\s*"?url"?\s*:\s*"([^"]+)"/g)].map((match) =>
    match[1]!.replace(/^\//, ''),
  );
}

export function checkInstallable(dir: string): string[] {
  const problems: string[] = [];
  const workerPath = join(dir, WORKER_FILE);
  if (!existsSync(workerPath)) return [`${WORKER_FILE} is missing from ${dir}`];
  const precached = new Set(precachedUrls(readFileSync(workerPath, 'utf8')));
  const expectPrecached = (file: string) => {
    if (!precached.has(file)) problems.push(`${file} is not precached by ${WORKER_FILE}`);
  };

  expectPrecached('index.html');
  const assets = join(dir, 'assets');
  const built = existsSync(assets) ? readdirSync(assets) : [];
  for (const file of built.filter((name) => /\.(js|css)$/.test(name)))
    expectPrecached(`assets/${file}`);
  if (precached.has('mockServiceWorker.js'))
    problems.push(`${WORKER_FILE} precaches the mock's worker`);

  for (const site of SITE_MANIFESTS) {
    const file = `manifests/${site}.webmanifest`;
    const path = join(dir, file);
    if (!existsSync(path)) {
      problems.push(`${file} is missing`);
      continue;
    }
    expectPrecached(file);
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    } catch {
      problems.push(`${file} is not JSON`);
      continue;
    }
    if (!manifest.name) problems.push(`${file} has no name`);
    if (!manifest.start_url) problems.push(`${file} has no start_url`);
    if (manifest.display !== 'standalone') problems.push(`${file}: display is not standalone`);
    const icons = manifest.icons ?? [];
    for (const size of REQUIRED_ICON_SIZES)
      if (!icons.some((icon) => icon.sizes?.split(/\s+/).includes(size)))
        problems.push(`${file} has no ${size} icon`);
    for (const icon of icons) {
      const src = icon.src?.replace(/^\//, '');
      if (!src) continue;
      if (!existsSync(join(dir, src))) problems.push(`${file}: icon ${src} is missing`);
      else expectPrecached(src);
    }
  }
  return problems;
}
