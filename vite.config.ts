import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** A build for a real backend (VITE_MOCK_API=off) ships no mock code, not even the worker file. */
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (process.env.VITE_MOCK_API === 'off')
        rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** Development and preview servers answer on every *.localhost name (plancher.localhost, carbone.localhost). */
const allowedHosts = ['.localhost', 'localhost', '127.0.0.1'];

export default defineConfig({
  plugins: [react(), dropMockWorker()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mock': fileURLToPath(new URL('./mock-server', import.meta.url)),
    },
  },
  server: { port: 5173, host: '127.0.0.1', allowedHosts },
  preview: { port: 4173, host: '127.0.0.1', allowedHosts },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
