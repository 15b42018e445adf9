import { Button, ChakraProvider, Container, Heading, Text, defaultSystem } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * The bare React + Chakra page: a provider, a heading and a button that counts its clicks (the
 * benchmark times the click to the new count painted, beside the app's interactions).
 */
export function ReferencePage({ onClick }: { onClick?: () => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <ChakraProvider value={defaultSystem}>
      <Container as="main" py="8">
        <Heading as="h1" size="2xl" mb="4">
          Page de référence
        </Heading>
        <Button
          colorPalette="blue"
          onClick={() => {
            setClicks((count) => count + 1);
            onClick?.();
          }}
        >
          Continuer
        </Button>
        <Text mt="4" data-testid="reference-clicks">
          Clics : {clicks}
        </Text>
      </Container>
    </ChakraProvider>
  );
}
