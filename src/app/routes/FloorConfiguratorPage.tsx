import { Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@/app/shell/PageLayout';
import { ToolPendingNotice } from './ToolPendingNotice';

/** `/configurer-un-plancher/?simulationId=…|history=…|historySolution=…` */
export default function FloorConfiguratorPage() {
  const [params] = useSearchParams();
  const simulationId = params.get('simulationId') ?? params.get('history');
  return (
    <PageLayout title="Configurer un plancher">
      {simulationId && <Text>Simulation n° {simulationId}</Text>}
      <ToolPendingNotice />
    </PageLayout>
  );
}
