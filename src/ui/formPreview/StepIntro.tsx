import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Ref } from 'react';
import { previewSlot } from './previewSlots';
import { StepIntroSkeleton } from './StepIntroSkeleton';

export interface StepIntroProps {
  title: string;
  description?: string;
  /** The space between the title and the description. */
  gap: string;
  /** The title's id and ref, for a form named by it and the focus brought to it. */
  headingId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Drawn in the page's first paint (the configurators' frames): empty and hidden, with the places
   * that the page's inline script fills when the form's definitions come (previewSlots.ts).
   */
  inFrame?: boolean;
}

/** A server form step's title and description: over the step's form, and over its loading state. */
export function StepIntro({
  title,
  description,
  gap,
  headingId,
  headingRef,
  inFrame,
}: StepIntroProps) {
  return (
    <Stack gap={gap} hidden={inFrame} {...previewSlot('intro', inFrame)}>
      <Heading
        as="h1"
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
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

export interface LoadingStepIntroProps {
  /** The step's title and description, once the server has sent them. */
  intro?: { title: string; description?: string } | null;
  gap: string;
  /** The lines of description the skeleton stands for. */
  lines: number;
  /** Drawn in the page's first paint: the skeleton, and the hidden intro to fill. */
  inFrame?: boolean;
}

/** In a loading view: the step's title and description once they have come, a skeleton until then. */
export function LoadingStepIntro({ intro, gap, lines, inFrame }: LoadingStepIntroProps) {
  return (
    <>
      {(inFrame || !intro) && <StepIntroSkeleton gap={gap} lines={lines} inFrame={inFrame} />}
      {(inFrame || intro) && (
        <StepIntro
          title={intro?.title ?? ''}
          description={intro?.description}
          gap={gap}
          inFrame={inFrame}
        />
      )}
    </>
  );
}
