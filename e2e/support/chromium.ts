/**
 * The Chromium the journeys run: Debian's (`apt-get install -y chromium`), never a browser that
 * Playwright downloads. Used by playwright.config.ts and by the journeys that launch their own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** How long Chromium may take to start. */
export const LAUNCH_TIMEOUT_MS = 30_000;
