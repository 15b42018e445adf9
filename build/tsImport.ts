import { fileURLToPath } from 'node:url';

/** Imports one of the project's TypeScript modules in Node, at build time ('./src/…' from the root). */
const FROM_ROOT = new URL('../vite.config.ts', import.meta.url).href;

export async function tsImport<Module>(module: string): Promise<Module> {
  const { tsImport: load } = await import('tsx/esm/api');
  return (await load(module, FROM_ROOT)) as Module;
}

/** The project's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');
