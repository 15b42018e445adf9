/**
 * Lighthouse (performance and accessibility) with Debian's Chromium, mobile (Lighthouse's default
 * emulation: a mid-range phone, simulated slow 4G and 4× CPU slowdown) and desktop (its desktop
 * preset). One Chromium for all the runs; Lighthouse resets the storage (and service workers)
 * before each page.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './run.ts';

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  /** Largest contentful paint (ms). */
  lcp: number | null;
  /** Total blocking time (ms). */
  tbt: number | null;
  /** Accessibility audits that failed (ids). */
  failedA11y: string[];
}

export type FormFactor = 'mobile' | 'desktop';

export async function withLighthouse<T>(
  body: (audit: (url: string, formFactor: FormFactor) => Promise<LighthouseScores>) => Promise<T>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    return await body(async (url, formFactor) => {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}.`);
      const a11y = lhr.categories.accessibility;
      return {
        performance: lhr.categories.performance?.score ?? null,
        accessibility: a11y?.score ?? null,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
        failedA11y: (a11y?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      };
    });
  } finally {
    chrome.kill();
  }
}
