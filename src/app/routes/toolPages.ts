/**
 * The second half of each tool's entry (the first: TOOLS, src/app/tools.ts): its page, loaded with
 * its route, and where its code is. One entry by tool, required by TypeScript. Apart from the
 * table, which the page's inline script bundles without the pages.
 *
 * What is derived from it: the routes (routeTable.ts); the store parts a page registers (its
 * module's `features`; their state type, src/app/rootReducer.ts); the budget's patterns of each
 * tool's code (bench/lib/chunks.ts) and the lint's public entries of its frame (eslint.config.js),
 * which both read this file with Node: only type imports here, and the pages' imports, which they
 * never call.
 */
import type { ComponentType } from 'react';
import type { ToolId } from '@/app/tools';
import type { FeatureModule } from '@/lib/store/featureModule';

/** A page module: the page, and the features (store parts) it needs, registered before it renders. */
export interface PageModule {
  default: ComponentType;
  features?: readonly FeatureModule[];
}

export interface ToolPage {
  /** The page module, loaded with its route. */
  load: () => Promise<PageModule>;
  /** The page module's name in src/app/routes/ (the one `load` imports). */
  page: string;
  /**
   * The folders of src/features/ whose code is the tool's (its screens and its store parts): no
   * home page loads any of it (`npm run budget`).
   */
  folders: readonly string[];
  /**
   * For a tool whose first paint draws part of the page (`frame` 'own' or 'questionnaire' in
   * TOOLS), the module of that frame in src/features/ (a public entry of its folder,
   * eslint.config.js: the build's prerender, src/app/boot/prerenderShells.tsx, imports it).
   */
  frame?: string;
}

export const TOOL_PAGES: Readonly<Record<ToolId, ToolPage>> = {
  finder: {
    load: () => import('./RupteurFinderPage'),
    page: 'RupteurFinderPage',
    folders: ['rupteur-finder', 'rupteur-result'],
  },
  environmental: {
    load: () => import('./EnvironmentalDataPage'),
    page: 'EnvironmentalDataPage',
    folders: ['environmental-data', 'rupteur-result'],
    frame: 'environmental-data/components/EnvironmentalQuestionnaireFrame.tsx',
  },
  library: {
    load: () => import('./PsiLibraryPage'),
    page: 'PsiLibraryPage',
    folders: ['psi-library'],
  },
  floor: {
    load: () => import('./FloorConfiguratorPage'),
    page: 'FloorConfiguratorPage',
    folders: ['floor-configurator'],
    frame: 'floor-configurator/components/FloorConfiguratorFrame.tsx',
  },
  carbon: {
    load: () => import('./CarbonSimulatorPage'),
    page: 'CarbonSimulatorPage',
    folders: ['carbon-simulator'],
    frame: 'carbon-simulator/components/SimulatorFrame.tsx',
  },
};
