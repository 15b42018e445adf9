import { PageLayout } from '@/app/shell/PageLayout';
import { ToolPendingNotice } from './ToolPendingNotice';

export default function RegistrationPage() {
  return (
    <PageLayout title="Inscription">
      <ToolPendingNotice>
        Le formulaire d'inscription sera disponible prochainement.
      </ToolPendingNotice>
    </PageLayout>
  );
}
