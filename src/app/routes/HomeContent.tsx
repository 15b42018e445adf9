/**
 * The content of each site's home page: what the site is for, and a card per tool. Drawn by the
 * home page with the router's links, and by the first paint (StaticShell) with plain links, so the
 * home page shows before the app has loaded and nothing moves when the app takes over.
 * Chakra components come from their own entry points, as everything in the first paint.
 */
import { Card } from '@chakra-ui/react/card';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Heading } from '@chakra-ui/react/heading';
import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { PageLayout } from '@/app/shell/PageLayout';
import { SITE_TOOLS } from '@/app/tools';
import { SITE_TEXT, type SiteId } from '@/config/sites';

export interface HomeContentProps {
  site: SiteId;
  /** A link to one of the site's tools (the router's link in the app, `<a>` in the first paint). */
  renderLink: (to: string, content: ReactNode) => ReactNode;
}

export function HomeContent({ site, renderLink }: HomeContentProps) {
  const text = SITE_TEXT[site];
  return (
    <PageLayout title={text.name} intro={text.description}>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {SITE_TOOLS[site].map((tool) => (
          <LinkBox as="article" key={tool.path}>
            <Card.Root h="full" _hover={{ borderColor: 'colorPalette.solid' }}>
              <Card.Body gap="2">
                <Heading as="h2" size="lg">
                  <LinkOverlay asChild>{renderLink(tool.path, tool.title)}</LinkOverlay>
                </Heading>
                <Text color="fg.muted">{tool.description}</Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </PageLayout>
  );
}
