import { Box, Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormLoadingState, STEP_TITLE_PLACEHOLDERS } from '@/ui/formPreview/formSteps';
import { LoadingStepIntro, StepIntro } from '@/ui/formPreview/StepIntro';
import { SimulatorHeader } from './SimulatorHeader';

export const LOADING_LABEL = 'Chargement du simulateur';
export const RESULTS_TITLE = 'Résultats';

/** The simulator's screen: its own header over the step's content. */
export function SimulatorScreenLayout({
  header,
  children,
}: {
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box minH="100vh" bg="bg.subtle" data-print-frame="">
      {header}
      <Container maxW="4xl" paddingY={{ base: '6', md: '10' }} paddingX={{ base: '4', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}

/** The space between a step's title and its description. */
const INTRO_GAP = '1';

/** A step's card. */
function StepCard({ children }: { children: ReactNode }) {
  return (
    <Stack gap="6" bg="bg" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '8' }}>
      {children}
    </Stack>
  );
}

/** A step's card: its title and description over its form. */
export function SimulatorStepCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <StepCard>
      <StepIntro title={title} description={description} gap={INTRO_GAP} />
      {children}
    </StepCard>
  );
}

/** The loading state. */
export function SimulatorSpinner() {
  return <FormLoadingState label={LOADING_LABEL} paddingY="10" />;
}

export interface SimulatorLoadingProps {
  /** The step's title and description, once the server has sent them. */
  intro?: { title: string; description?: string } | null;
  /** Drawn in the page's first paint (CarbonSimulatorFrame). */
  inFrame?: boolean;
}

/**
 * The form's loading view: the step's card with its title and description as soon as the server
 * has sent them (a skeleton of them until then), over the loading state; the form itself shows
 * after the form load delay.
 */
export function SimulatorLoading({ intro, inFrame }: SimulatorLoadingProps) {
  return (
    <Stack gap="6">
      <StepCard>
        <LoadingStepIntro intro={intro} gap={INTRO_GAP} lines={2} inFrame={inFrame} />
      </StepCard>
      <SimulatorSpinner />
    </Stack>
  );
}

/**
 * The simulator as the page's first paint draws it (src/app/boot/prerenderShells.tsx): its header
 * and loading state, with the places where the page's inline script writes the form's step titles
 * and first step as soon as the server sends them, before the app has loaded.
 */
export function CarbonSimulatorFrame() {
  return (
    <SimulatorScreenLayout
      header={
        <SimulatorHeader
          carbonBrand={false}
          stepTitles={[...STEP_TITLE_PLACEHOLDERS, RESULTS_TITLE]}
          currentStep={1}
          onExit={() => undefined}
          inFrame
        />
      }
    >
      <SimulatorLoading inFrame />
    </SimulatorScreenLayout>
  );
}
