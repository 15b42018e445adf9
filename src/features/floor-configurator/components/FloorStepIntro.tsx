import { Stack } from '@chakra-ui/react';
import type { Ref } from 'react';
import { FormLoadingState } from '@/ui/formPreview/formSteps';
import { LoadingStepIntro, StepIntro } from '@/ui/formPreview/StepIntro';
import { LOADING_TEXT } from './configuratorTexts';

/** The id of the step's title, which names the step's form. */
export const STEP_TITLE_ID = 'floor-step-title';

/** The space between a step's title and its description. */
const INTRO_GAP = '2';

/** A step's title and description, over the step's form. */
export function FloorStepIntro({
  title,
  description,
  headingRef,
}: {
  title: string;
  description?: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <StepIntro
      title={title}
      description={description}
      gap={INTRO_GAP}
      headingId={STEP_TITLE_ID}
      headingRef={headingRef}
    />
  );
}

/** The loading state. */
export function FloorSpinner() {
  return <FormLoadingState label={LOADING_TEXT} paddingY="16" />;
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
      <LoadingStepIntro intro={intro} gap={INTRO_GAP} lines={3} inFrame={inFrame} />
      <FloorSpinner />
    </Stack>
  );
}
