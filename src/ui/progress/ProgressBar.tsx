/**
 * The questionnaires' progress: a label, the percentage beside it and a bar, drawn with Chakra's
 * progress styles. Chakra's own Progress runs a state machine that builds number formatters on every
 * render (measured: about a tenth of a second of a slowed phone's core on the questionnaires' first
 * screen); this bar has nothing to compute.
 */
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId } from 'react';

export interface ProgressBarProps {
  /** The visible label, also the bar's accessible name. */
  label: string;
  /** From 0 to 100. */
  percent: number;
}

export function ProgressBar({ label, percent }: ProgressBarProps) {
  const styles = useSlotRecipe({ key: 'progress' })({ size: 'sm' });
  const labelId = useId();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <chakra.div css={styles.root}>
      <chakra.div display="flex" justifyContent="space-between" alignItems="center" mb="1">
        <chakra.span id={labelId} css={styles.label}>
          {label}
        </chakra.span>
        <chakra.span css={styles.valueText} aria-hidden="true">
          {value} %
        </chakra.span>
      </chakra.div>
      <chakra.div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} %`}
        css={styles.track}
      >
        {/* The bar is scaled, not resized: its move runs on the compositor, without a layout and
            a paint of the page at each frame (the recipe's width transition did both for half a
            second after each answer, on the slowed phone's one core). */}
        <chakra.div
          css={styles.range}
          style={{
            width: '100%',
            transform: `scaleX(${value / 100})`,
            transformOrigin: 'left center',
            transitionProperty: 'transform',
          }}
        />
      </chakra.div>
    </chakra.div>
  );
}
