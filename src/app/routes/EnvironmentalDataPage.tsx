import { PageLayout } from '@/app/shell/PageLayout';
import { TOOL_TITLES } from '@/app/tools';
import { HashRoutes } from '@/lib/routing/hashRoutes';
import { EnvironmentalQuestionnaire, EnvironmentalResult } from '@/features/environmental-data';
import { usePrefetchOnFirstInput } from '@/lib/prefetchOnFirstInput';
import { loadResultScreen, RupteurResultScreen } from './lazyResultScreen';
import { environmentalFeature } from '@/features/environmental-data/feature';
import { resultFeature } from '@/features/rupteur-result/feature';

/** The store parts of this page, registered before it renders. */
export const features = [environmentalFeature, resultFeature];

/**
 * `/donnees-environnementales/`: the questionnaire at '#/', a result at '#/{historyId}/{name}'
 * (with '?history=1' when opened from the personal space). The result is shown in the finder's
 * result page (spec 001 §2.2: "same app and result page"), which adds the owner's bar, the back
 * link and the keep-results card (save, PDF, e-mail); it loads the history once and hands it, with
 * its FDES sheets, to the environmental result body.
 */
export default function EnvironmentalDataPage() {
  usePrefetchOnFirstInput(loadResultScreen);
  return (
    <PageLayout title={TOOL_TITLES.environmental}>
      <HashRoutes
        routes={[
          { path: '/', render: () => <EnvironmentalQuestionnaire /> },
          {
            path: '/:id/:name',
            render: ({ id }, location) => {
              const fromHistory = new URLSearchParams(location.search).has('history');
              return (
                <RupteurResultScreen
                  key={id}
                  historyId={Number(id)}
                  fromHistory={fromHistory}
                  renderEnvironmental={(history, fdes) => (
                    <EnvironmentalResult
                      id={Number(id)}
                      fromHistory={fromHistory}
                      embedded
                      history={history}
                      fdes={fdes}
                    />
                  )}
                />
              );
            },
          },
        ]}
        fallback={<EnvironmentalQuestionnaire />}
      />
    </PageLayout>
  );
}
