/**
 * The app's own Vite configuration plus the chunk map that the budget and the benchmark read.
 * Same toolchain, same settings: the figures are those of `npm run build` (and, with the mock
 * backend, of `npm run build:demo`).
 */
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import appConfig from '../vite.config.ts';
import { chunkMap } from './lib/chunkMap.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

export default mergeConfig(
  appConfig,
  defineConfig({ root: projectRoot, plugins: [chunkMap(projectRoot)] }),
);
