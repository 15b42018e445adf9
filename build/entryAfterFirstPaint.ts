import type { Plugin } from 'vite';
import { APP_ENTRY_META } from '../src/app/boot/appEntry';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/;

/**
 * The built page's entry module (React, Chakra and src/main.tsx) is named by a meta element instead
 * of a module script: the inline script adds the module script once the frame is painted (and, on a
 * configurator, once its early answer is in the frame: `loadAppEntry`, src/app/boot/appEntry.ts),
 * so that neither its download nor its run comes before the first paint. A module script in the
 * head is downloaded with the page and may run before the first paint whenever it arrives first;
 * the paint then waits for it, and in Lighthouse's model of the phone the first paint moved between
 * 0.8 and 2.0 s from one load to the next. Build only (the development server keeps its module
 * script and draws the frame from it).
 */
export function entryAfterFirstPaint(): Plugin {
  return {
    name: 'entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.path !== '/index.html') return html;
        const match = ENTRY_SCRIPT.exec(html);
        if (!match)
          throw new Error('index.html has no module script to run after the first paint.');
        return html.replace(match[0], `<meta name="${APP_ENTRY_META}" content="${match[1]}">`);
      },
    },
  };
}
