import type { Plugin } from 'vite';
import { APP_ENTRY_ATTRIBUTE } from '../src/app/boot/appEntry';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/;

/**
 * The built page's entry module (React, Chakra and src/main.tsx) becomes a modulepreload link: the
 * browser downloads it with the page, as before, but runs it only when the inline script adds it,
 * once the frame is painted (and, on a configurator, once its early answer is in the frame:
 * `loadAppEntry`, src/app/boot/appEntry.ts). A module script may otherwise run before the
 * first paint whenever it arrives first, and the paint then waits for it: on the slowed phone the
 * first paint moved between 0.8 and 1.8 s from one load to the next. Build only (the development
 * server keeps its module script and draws the frame from it).
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
        return html.replace(
          match[0],
          `<link rel="modulepreload" crossorigin href="${match[1]}" ${APP_ENTRY_ATTRIBUTE}>`,
        );
      },
    },
  };
}
