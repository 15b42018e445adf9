import { PageLayout } from '@/app/shell/PageLayout';
import { TOOL_TITLES } from '@/app/tools';
import { HashRoutes } from '@/lib/routing/hashRoutes';
import { Questionnaire, RefineScreen } from '@/features/rupteur-finder';
import { usePrefetchOnFirstInput } from '@/lib/prefetchOnFirstInput';
import { loadResultScreen, RupteurResultScreen } from './lazyResultScreen';
import { finderFeature } from '@/features/rupteur-finder/feature';
import { resultFeature } from '@/features/rupteur-result/feature';

/** The store parts of this page, registered before it renders. */
export const features = [finderFeature, resultFeature];

/**
 * `/evaluer-le-psi-dun-rupteur/`: the questionnaire at '#/', a result at '#/{historyId}/{name}'
 * (with '?history=1' when opened from the personal space), which toggles into the refine screen.
 */
export default function RupteurFinderPage() {
  usePrefetchOnFirstInput(loadResultScreen);
  return (
    <PageLayout title={TOOL_TITLES.finder}>
      <HashRoutes
        routes={[
          { path: '/', render: () => <Questionnaire /> },
          {
            path: '/:id/:name',
            render: ({ id }, location) => (
              <RupteurResultScreen
                key={id}
                historyId={Number(id)}
                fromHistory={new URLSearchParams(location.search).has('history')}
                renderRefine={(props) => <RefineScreen {...props} />}
              />
            ),
          },
        ]}
        fallback={<Questionnaire />}
      />
    </PageLayout>
  );
}
