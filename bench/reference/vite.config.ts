/**
 * Build of the reference page with the app's toolchain (Vite, its React plugin, the same target).
 * REFERENCE_PAGE=heavy builds the deliberately heavier page instead (the budget's own test).
 */
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkMap } from '../lib/chunkMap.ts';

const here = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const page = process.env.REFERENCE_PAGE === 'heavy' ? 'heavy.html' : 'index.html';

export default defineConfig({
  root: here,
  plugins: [react(), chunkMap(here)],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: fileURLToPath(new URL('../.output/reference', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { input: fileURLToPath(new URL(page, import.meta.url)) },
  },
});
