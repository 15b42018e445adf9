import { Text } from '@chakra-ui/react';
import { PageLayout } from '@/app/shell/PageLayout';
import { HashRoutes } from '@/app/routing/hashRoutes';
import { ToolPendingNotice } from './ToolPendingNotice';

/** `/evaluer-le-psi-dun-rupteur/`: the questionnaire at '#/', a result at '#/{id}/{name}?history=1'. */
export default function RupteurFinderPage() {
  return (
    <PageLayout title="Évaluer le PSI d'un rupteur">
      <HashRoutes
        routes={[
          { path: '/', render: () => <ToolPendingNotice /> },
          {
            path: '/:id/:name',
            render: ({ id, name }, location) => (
              <>
                <Text>
                  Résultat n° {id} : {name?.replaceAll('_', ' ')}
                  {new URLSearchParams(location.search).get('history') === '1'
                    ? ' (depuis mon historique)'
                    : ''}
                </Text>
                <ToolPendingNotice />
              </>
            ),
          },
        ]}
        fallback={<ToolPendingNotice />}
      />
    </PageLayout>
  );
}
