import { PageLayout } from '@/app/shell/PageLayout';
import { ToolPendingNotice } from './ToolPendingNotice';

export default function EnvironmentalDataPage() {
  return (
    <PageLayout title="Données environnementales">
      <ToolPendingNotice />
    </PageLayout>
  );
}
