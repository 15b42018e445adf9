import { Card, Heading, SimpleGrid, Text, LinkBox, LinkOverlay } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLayout } from '@/app/shell/PageLayout';
import { useSite } from '@/app/site/SiteContext';
import { SITE_TOOLS } from '@/app/site/siteTools';
import { SITE_TEXT } from '@/app/site/sites';

/** The home page of each site: what the site is for, and a card per tool. */
export default function HomePage() {
  const site = useSite();
  const text = SITE_TEXT[site.id];
  return (
    <PageLayout title={text.name} intro={text.description}>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {SITE_TOOLS[site.id].map((tool) => (
          <LinkBox as="article" key={tool.path}>
            <Card.Root h="full" _hover={{ borderColor: 'colorPalette.solid' }}>
              <Card.Body gap="2">
                <Heading as="h2" size="lg">
                  <LinkOverlay asChild>
                    <RouterLink to={tool.path}>{tool.title}</RouterLink>
                  </LinkOverlay>
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
