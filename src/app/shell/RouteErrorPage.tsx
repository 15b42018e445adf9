import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** Shown when a page fails to load (its code could not be fetched, or it crashed). */
export function RouteErrorPage() {
  return (
    <Container maxW="3xl" py="10">
      <Stack gap="4" role="alert">
        <Heading as="h1" size="2xl">
          Une erreur est survenue
        </Heading>
        <Text>
          La page n'a pas pu être affichée. Vérifiez votre connexion puis rechargez la page.
        </Text>
        <Button alignSelf="flex-start" onClick={() => window.location.reload()}>
          Recharger la page
        </Button>
      </Stack>
    </Container>
  );
}
