import { Box } from '@chakra-ui/react/box';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { previewSlot } from './previewSlots';

export interface StepIntroSkeletonProps {
  /** The space between the title and the description, as in the step's intro. */
  gap: string;
  /** The lines of description it stands for. */
  lines: number;
  /** Drawn in the page's first paint: the inline script hides it when it writes the texts. */
  inFrame?: boolean;
}

/**
 * The place of a step's title and description while the server has not sent them: the same
 * height as a title and `lines` lines of text, so that the loading state under it stays in place
 * when the texts come.
 */
export function StepIntroSkeleton({ gap, lines, inFrame }: StepIntroSkeletonProps) {
  return (
    <Stack gap={gap} aria-hidden="true" {...previewSlot('skeleton', inFrame)}>
      {/* The height of a heading of size xl (2xl from md), as the steps' titles. */}
      <Skeleton height={{ base: '1.875rem', md: '2rem' }} width="45%" />
      <Box>
        {Array.from({ length: lines }, (_, line) => (
          // One line of body text: 1.5rem high, its bar 1rem.
          <Box key={line} paddingY="1">
            <Skeleton height="4" width={line === lines - 1 ? '70%' : 'full'} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
