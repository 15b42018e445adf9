import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A build for a real backend (VITE_MOCK_API=off) ships no mock code, not even the worker file. */
export function dropMockWorker(): Plugin {
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
