/**
 * The page of each tool (src/app/tools.ts), loaded with its route: one line by tool, required by
 * TypeScript. Apart from the table, which the page's inline script bundles without the pages.
 */
import type { ComponentType } from 'react';
import type { ToolId } from '@/app/tools';
import type { FeatureModule } from '@/lib/store/featureModule';

/** A page module: the page, and the features (store parts) it needs, registered before it renders. */
export interface PageModule {
  default: ComponentType;
  features?: readonly FeatureModule[];
}

export const TOOL_PAGES: Readonly<Record<ToolId, () => Promise<PageModule>>> = {
  finder: () => import('./RupteurFinderPage'),
  environmental: () => import('./EnvironmentalDataPage'),
  library: () => import('./PsiLibraryPage'),
  floor: () => import('./FloorConfiguratorPage'),
  carbon: () => import('./CarbonSimulatorPage'),
};
