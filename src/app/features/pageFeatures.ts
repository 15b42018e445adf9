/**
 * Every feature loaded with a page (a tool's or the personal space's), read from the pages
 * themselves (their `features`, src/app/routes/): stories register them all, since they render
 * screens outside their routes. Loading every page takes seconds in Jest, so the unit tests read the
 * same list from the feature folders instead (src/testing/pageFeatures.ts);
 * src/app/features/toolManifest.test.ts holds the two equal.
 */
import { PAGE_ROUTES } from '@/app/routes/routeTable';
import type { FeatureModule } from '@/lib/store/featureModule';

export async function loadPageFeatures(): Promise<FeatureModule[]> {
  const pages = await Promise.all(PAGE_ROUTES.map((route) => route.load()));
  return [...new Set(pages.flatMap((page) => page.features ?? []))];
}
