import { FLOOR_CONFIGURATOR_TITLE, FloorConfigurator } from '@/features/floor-configurator';
import { usePageTitle } from './usePageTitle';
import { floorFeature } from '@/features/floor-configurator/feature';

/** The store parts of this page, registered before it renders. */
export const features = [floorFeature];

/**
 * `/configurer-un-plancher/?simulationId=…|history=…|historySolution=…|config=…`: the configurator
 * draws its own header (logo, progress, close icon) instead of the page title.
 */
export default function FloorConfiguratorPage() {
  usePageTitle(FLOOR_CONFIGURATOR_TITLE);
  return <FloorConfigurator />;
}
