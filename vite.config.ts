import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Development and preview servers answer on every *.localhost name (plancher.localhost, carbone.localhost). */
const allowedHosts = ['.localhost', 'localhost', '127.0.0.1'];

export default defineConfig({
  plugins: [react()],
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
