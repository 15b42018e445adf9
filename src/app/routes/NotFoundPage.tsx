import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLayout } from '@/app/shell/PageLayout';

/** Any path that no page of this site serves. */
export default function NotFoundPage() {
  return (
    <PageLayout title="Page introuvable">
      <Text>La page que vous cherchez n'existe pas ou a été déplacée.</Text>
      <Button asChild alignSelf="flex-start">
        <RouterLink to="/">Retour à l'accueil</RouterLink>
      </Button>
    </PageLayout>
  );
}
