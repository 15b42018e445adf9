import { FLOOR_CONFIGURATOR_TITLE, FloorConfigurator } from '@/features/floor-configurator';
import { usePageTitle } from './usePageTitle';

/**
 * `/configurer-un-plancher/?simulationId=…|history=…|historySolution=…|config=…`: the configurator
 * draws its own header (logo, progress, close icon) instead of the page title.
 */
export default function FloorConfiguratorPage() {
  usePageTitle(FLOOR_CONFIGURATOR_TITLE);
  return <FloorConfigurator />;
}
