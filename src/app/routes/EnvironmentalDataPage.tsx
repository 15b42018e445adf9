import { PageLayout } from '@/app/shell/PageLayout';
import { HashRoutes } from '@/app/routing/hashRoutes';
import { EnvironmentalQuestionnaire, EnvironmentalResult } from '@/features/environmental-data';

/**
 * `/donnees-environnementales/`: the questionnaire at '#/', a result at '#/{historyId}/{name}'
 * (with '?history=1' when opened from the personal space).
 */
export default function EnvironmentalDataPage() {
  return (
    <PageLayout title="Données environnementales">
      <HashRoutes
        routes={[
          { path: '/', render: () => <EnvironmentalQuestionnaire /> },
          {
            path: '/:id/:name',
            render: ({ id }, location) => (
              <EnvironmentalResult
                key={id}
                id={Number(id)}
                fromHistory={new URLSearchParams(location.search).has('history')}
              />
            ),
          },
        ]}
        fallback={<EnvironmentalQuestionnaire />}
      />
    </PageLayout>
  );
}
