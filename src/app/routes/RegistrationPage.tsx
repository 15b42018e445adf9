import { usePageTitle } from './usePageTitle';
import { RegistrationPageContent } from '@/features/account/components/RegistrationPageContent';

export default function RegistrationPage() {
  usePageTitle('Inscription');
  return <RegistrationPageContent />;
}
