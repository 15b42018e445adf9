import { Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@/app/shell/PageLayout';
import { ToolPendingNotice } from './ToolPendingNotice';

/** `/simuler-mon-empreinte-carbone/?cluster=…|history=…` */
export default function CarbonSimulatorPage() {
  const [params] = useSearchParams();
  const cluster = params.get('cluster') ?? params.get('history');
  return (
    <PageLayout title="Simuler mon empreinte carbone">
      {cluster && <Text>Projet n° {cluster}</Text>}
      <ToolPendingNotice />
    </PageLayout>
  );
}
