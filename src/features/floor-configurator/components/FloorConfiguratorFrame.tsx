import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { STEP_TITLE_PLACEHOLDERS } from '@/ui/formPreview/formSteps';
import { RESULTS_STEP_TITLE } from '../floorRules';
import { ConfiguratorHeader } from './ConfiguratorHeader';
import { FloorLoading } from './FloorStepIntro';

/** The configurator's screen: its own header over the step's content. */
export function FloorScreenLayout({
  header,
  children,
}: {
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box>
      {header}
      <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}

/**
 * The configurator as the page's first paint draws it (src/app/boot/prerenderShells.tsx): its
 * header and loading view, with the places where the page's inline script writes the form's step
 * titles and first step as soon as the server sends them, before the app has loaded.
 */
export function FloorConfiguratorFrame() {
  return (
    <FloorScreenLayout
      header={
        <ConfiguratorHeader
          titles={[...STEP_TITLE_PLACEHOLDERS, RESULTS_STEP_TITLE]}
          current={1}
          onExit={() => undefined}
          inFrame
        />
      }
    >
      <FloorLoading inFrame />
    </FloorScreenLayout>
  );
}
