/**
 * The build and the development server. The plugins and the chunking live in build/, one file each
 * (src/app/boot/README.md tells how a page paints); this file puts them together.
 */
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentSecurityPolicy } from './build/contentSecurityPolicy';
import { dropMockWorker } from './build/dropMockWorker';
import { entryAfterFirstPaint } from './build/entryAfterFirstPaint';
import { loadingSteps } from './build/loadingSteps';
import { prerenderedShell } from './build/prerenderedShell';
import { serviceWorker } from './build/serviceWorker';
import { staticGlobalCss } from './build/staticGlobalCss';
import { SECURITY_HEADERS } from './scripts/contentSecurityPolicy';

/** Development and preview servers answer on every *.localhost name (plancher.localhost, carbone.localhost). */
const allowedHosts = ['.localhost', 'localhost', '127.0.0.1'];

export default defineConfig({
  // contentSecurityPolicy last: it hashes the inline scripts the others have written.
  plugins: [
    react(),
    dropMockWorker(),
    staticGlobalCss(),
    prerenderedShell(),
    entryAfterFirstPaint(),
    contentSecurityPolicy(),
    // The app's service worker, in the build for a real backend only.
    serviceWorker(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mock': fileURLToPath(new URL('./mock-server', import.meta.url)),
    },
  },
  server: { port: 5173, host: '127.0.0.1', allowedHosts },
  // The built page's headers: no framing by other sites, the referrer policy, no MIME sniffing.
  preview: { port: 4173, host: '127.0.0.1', allowedHosts, headers: { ...SECURITY_HEADERS } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The chunks a page needs are asked for by the page's inline script and, for the pages opened
    // later, by the router (preloadPageFiles, src/app/boot/shellPicker.ts), from the list this build
    // writes into index.html. Vite's own preloading of a lazy chunk's imports would add the same
    // links again from the entry script's first task (measured: 40-60 ms of a desktop core's work
    // before the app could start).
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: loadingSteps } },
  },
});
