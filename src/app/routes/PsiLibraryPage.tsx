import { Text } from '@chakra-ui/react';
import { PageLayout } from '@/app/shell/PageLayout';
import { HashRoutes } from '@/app/routing/hashRoutes';
import { ToolPendingNotice } from './ToolPendingNotice';

/** `/bibliotheque`: the filters at '#/', shared results at '#/results/{hash}'. */
export default function PsiLibraryPage() {
  return (
    <PageLayout title="Bibliothèque des valeurs de PSI">
      <HashRoutes
        routes={[
          { path: '/', render: () => <ToolPendingNotice /> },
          {
            path: '/results/:hash',
            render: ({ hash }) => (
              <>
                <Text>Résultats partagés : {hash}</Text>
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
