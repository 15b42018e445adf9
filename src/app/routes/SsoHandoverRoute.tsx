import { useLocation } from 'react-router-dom';
import { SsoHandoverPage } from '@/features/account/components/SsoHandoverPage';
import { usePageTitle } from './usePageTitle';

/** /connexion-sso/: the single-sign-on hand-over page. */
export default function SsoHandoverRoute() {
  usePageTitle('Connexion');
  const location = useLocation();
  return <SsoHandoverPage search={location.search} />;
}
