/**
 * The second half of each tool's entry (the first: TOOLS, src/app/tools.ts): its page, loaded with
 * its route, where its code is, and its first paint's frame. One entry by tool, required by
 * TypeScript, with a frame exactly for the tools whose first paint draws part of their page. Apart
 * from the table, which the page's inline script bundles without the pages.
 *
 * What is derived from it: the routes (routeTable.ts); the store parts a page registers (its
 * module's `features`); the prerendered frames (src/app/boot/prerenderShells.tsx); the budget's
 * patterns of each tool's code (bench/lib/chunks.ts) and the lint's public entries of its frame
 * (eslint.config.js), which both read this file with Node: only type imports here, and the pages'
 * imports, which they never call.
 */
import type { ComponentType } from 'react';
import type { TOOLS } from '@/app/tools';
import type { FeatureModule } from '@/lib/store/featureModule';

/** A page module: the page, and the features (store parts) it needs, registered before it renders. */
export interface PageModule {
  default: ComponentType;
  features?: readonly FeatureModule[];
}

/**
 * The frame that a tool's first paint draws (`frame` 'own' or 'questionnaire' in TOOLS): a component
 * of a public entry of a feature folder (eslint.config.js), which the build's prerender imports
 * (src/app/boot/prerenderShells.tsx); by its path, so that no page's code loads it.
 */
export interface ToolFrame {
  /** The module, in src/features/. */
  module: string;
  /** The component's name among the module's exports. */
  component: string;
}

export interface ToolPage {
  /** The page module, in src/app/routes/, loaded with its route. */
  load: () => Promise<PageModule>;
  /**
   * The folders of src/features/ whose code is the tool's (its screens and its store parts): no
   * home page loads any of it (`npm run budget`).
   */
  folders: readonly string[];
  frame?: ToolFrame;
}

type AnyTool = (typeof TOOLS)[number];

/** A tool's entry: with its frame when its first paint draws part of its page, else without. */
type ToolPageOf<T extends AnyTool> = T['frame'] extends 'own' | 'questionnaire'
  ? ToolPage & { frame: ToolFrame }
  : ToolPage & { frame?: never };

/** The name of the module in src/app/routes/ that a page's loader imports. */
export function pageModuleOf(load: ToolPage['load']): string {
  // The loader's source, as written or compiled to a `require` (Jest).
  const name = /["']\.\/([\w-]+)["']/.exec(String(load))?.[1];
  if (!name) throw new Error(`No page module in ${String(load)}.`);
  return name;
}

export const TOOL_PAGES: { readonly [T in AnyTool as T['id']]: ToolPageOf<T> } = {
  finder: {
    load: () => import('./RupteurFinderPage'),
    folders: ['rupteur-finder', 'rupteur-result'],
  },
  environmental: {
    load: () => import('./EnvironmentalDataPage'),
    folders: ['environmental-data', 'rupteur-result'],
    frame: {
      module: 'environmental-data/components/EnvironmentalQuestionnaireFrame.tsx',
      component: 'EnvironmentalQuestionnaireFrame',
    },
  },
  library: {
    load: () => import('./PsiLibraryPage'),
    folders: ['psi-library'],
  },
  floor: {
    load: () => import('./FloorConfiguratorPage'),
    folders: ['floor-configurator'],
    frame: {
      module: 'floor-configurator/components/FloorConfiguratorFrame.tsx',
      component: 'FloorConfiguratorFrame',
    },
  },
  carbon: {
    load: () => import('./CarbonSimulatorPage'),
    folders: ['carbon-simulator'],
    frame: {
      module: 'carbon-simulator/components/SimulatorFrame.tsx',
      component: 'CarbonSimulatorFrame',
    },
  },
};
