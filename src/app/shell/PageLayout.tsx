import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/app/routes/usePageTitle';

export interface PageLayoutProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** A page's frame: its title (also the document title) and its content. */
export function PageLayout({ title, intro, children }: PageLayoutProps) {
  usePageTitle(title);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
