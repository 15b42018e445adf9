import { Button, ChakraProvider, Container, Heading, defaultSystem } from '@chakra-ui/react';

/** The bare React + Chakra page: a provider, a heading and a button. */
export function ReferencePage({ onClick }: { onClick?: () => void }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <Container as="main" py="8">
        <Heading as="h1" size="2xl" mb="4">
          Page de référence
        </Heading>
        <Button colorPalette="blue" onClick={onClick}>
          Continuer
        </Button>
      </Container>
    </ChakraProvider>
  );
}
