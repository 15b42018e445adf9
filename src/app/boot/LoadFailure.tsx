/**
 * What the page shows when the app's code cannot be loaded (a network cut while the page opens):
 * the site's frame stays, with this message instead of the page (project-defined text).
 */
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export const LOAD_FAILURE_MESSAGE =
  'Le chargement de la page a échoué. Vérifiez votre connexion, puis rechargez la page.';

export function LoadFailure({
  onReload = () => window.location.reload(),
}: {
  onReload?: () => void;
}) {
  return (
    <Center minH="40vh" px="4">
      <VStack gap="4" role="alert">
        <Text textAlign="center">{LOAD_FAILURE_MESSAGE}</Text>
        <Button onClick={onReload}>Recharger la page</Button>
      </VStack>
    </Center>
  );
}
