/**
 * A history screen as it opens, before its list has loaded (spec 000 §2, spec 001 §2.5): the
 * screen's own view with the store's initial state, inert. The build prerenders it in the page's
 * first paint of `/espace-personnel#/historique` (src/app/boot/prerenderShells.tsx), with the
 * result bar's template that the inline script fills when the list's early answer comes
 * (`drawFirstItems`); the personal space shows it too while the session is restored, so that the
 * page stays as the frame drew it.
 */
import type { SiteId } from '@/config/sites';
import { initialHistoryState } from '../historySlice';
import { THERMAL_SORTS } from '../historyTypes';
import { CarbonHistoryView } from '../components/CarbonHistoryView';
import { FloorHistoryView } from '../components/FloorHistoryView';
import { DEFAULT_ORDERS, HistoryResultBar } from '../components/HistoryStates';
import { ThermalHistoryView } from '../components/ThermalHistoryView';
import { RESULT_BAR_TEMPLATE_ATTRIBUTE } from './firstItems';

const inert = () => undefined;

/** The handlers of every view: nothing happens before the app has started the screen. */
const INERT_HANDLERS = {
  onFilterChange: inert,
  onFiltersApply: inert,
  onFiltersReset: inert,
  onOrderChange: inert,
  onRetry: inert,
  onDelete: inert,
  onDeleteCluster: inert,
  onDeleteSimulation: inert,
  onSortChange: inert,
};

export function HistoryScreenFrame({
  site,
  layout,
}: {
  site: SiteId;
  /** Forces the layout (the prerender draws both); by default it follows the window width. */
  layout?: 'mobile' | 'desktop';
}) {
  if (site === 'floor')
    return (
      <FloorHistoryView state={initialHistoryState.floor} layout={layout} {...INERT_HANDLERS} />
    );
  if (site === 'carbon')
    return (
      <CarbonHistoryView state={initialHistoryState.carbon} layout={layout} {...INERT_HANDLERS} />
    );
  return <ThermalHistoryView state={initialHistoryState.thermal} {...INERT_HANDLERS} />;
}

/**
 * The result bar of a loaded list, as a template for the first items' body: the inline script sets
 * its count, and the server's sorts where it sends them.
 */
export function HistoryResultBarTemplate({ site }: { site: SiteId }) {
  const thermal = site === 'general';
  return (
    <template {...{ [RESULT_BAR_TEMPLATE_ATTRIBUTE]: '' }}>
      {thermal ? (
        <HistoryResultBar
          total={0}
          order={initialHistoryState.thermal.sort}
          orders={THERMAL_SORTS}
          onOrderChange={inert}
        />
      ) : (
        <HistoryResultBar
          total={0}
          order={initialHistoryState[site].order}
          orders={DEFAULT_ORDERS}
          onOrderChange={inert}
        />
      )}
    </template>
  );
}
