import { Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { previewSlot } from '@/ui/formPreview/previewSlots';
import { StepIntroSkeleton } from '@/ui/formPreview/StepIntroSkeleton';
import { LOADING_TEXT } from './configuratorTexts';

/** The id of the step's title, which names the step's form. */
export const STEP_TITLE_ID = 'floor-step-title';

/** The space between a step's title and its description. */
const INTRO_GAP = '2';

export interface FloorStepIntroProps {
  title: string;
  description?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Drawn in the page's first paint (FloorConfiguratorFrame): empty and hidden, with the places
   * that the page's inline script fills when the form's definitions come (previewSlots.ts).
   */
  inFrame?: boolean;
}

/** A step's title and description: over the step's form, and over the loading state. */
export function FloorStepIntro({ title, description, headingRef, inFrame }: FloorStepIntroProps) {
  return (
    <Stack gap={INTRO_GAP} hidden={inFrame} {...previewSlot('intro', inFrame)}>
      <Heading
        as="h1"
        id={STEP_TITLE_ID}
        ref={headingRef}
        tabIndex={-1}
        outline="none"
        size={{ base: 'xl', md: '2xl' }}
        {...previewSlot('title', inFrame)}
      >
        {title}
      </Heading>
      {(description || inFrame) && (
        <Text color="fg.muted" {...previewSlot('description', inFrame)}>
          {description}
        </Text>
      )}
    </Stack>
  );
}

/** The loading state. */
export function FloorSpinner() {
  return (
    <Flex role="status" align="center" gap="3" py="16" justify="center">
      <Spinner size="md" />
      <Text>{LOADING_TEXT}</Text>
    </Flex>
  );
}

export interface FloorLoadingProps {
  /** The step's title and description, once the server has sent them. */
  intro?: { title: string; description?: string } | null;
  /** Drawn in the page's first paint (FloorConfiguratorFrame). */
  inFrame?: boolean;
}

/**
 * The form's loading view: the step's title and description as soon as the server has sent them
 * (a skeleton of them until then), over the loading state; the form itself shows after the form
 * load delay.
 */
export function FloorLoading({ intro, inFrame }: FloorLoadingProps) {
  return (
    <Stack gap="6">
      {(inFrame || !intro) && <StepIntroSkeleton gap={INTRO_GAP} lines={3} inFrame={inFrame} />}
      {(inFrame || intro) && (
        <FloorStepIntro
          title={intro?.title ?? ''}
          description={intro?.description}
          inFrame={inFrame}
        />
      )}
      <FloorSpinner />
    </Stack>
  );
}
