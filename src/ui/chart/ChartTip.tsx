/**
 * The numbers of a chart on hover and on keyboard focus (issue 24 §2): each bar or gauge is
 * focusable, named with its value and unit, and shows that value in a small bubble while the
 * pointer is over it or while it has the focus; Escape hides the bubble (WCAG 1.4.13), which is
 * inside the bar's element, so that the pointer can move onto it without losing it. The bubble
 * repeats the accessible name, so assistive technologies skip it. A lightweight tooltip of the
 * project's own: no positioning engine, no portal; the charts' tables keep the same numbers.
 */
import { Box, type BoxProps } from '@chakra-ui/react/box';
import { useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { PRINT_HIDE } from '@/ui/theme/print';

export interface ChartTipHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** Whether a bar's bubble shows, and the handlers of the bar's element that drive it. */
export function useChartTip(): { open: boolean; handlers: ChartTipHandlers } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  useEffect(() => {
    if (!open) return;
    // Shown on hover, the focus is elsewhere: Escape is heard on the whole page.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return {
    open,
    handlers: {
      onMouseEnter: () => {
        setHovered(true);
        setDismissed(false);
      },
      onMouseLeave: () => setHovered(false),
      onFocus: () => {
        setFocused(true);
        setDismissed(false);
      },
      onBlur: () => setFocused(false),
      onKeyDown: (event) => {
        if (event.key === 'Escape' && (hovered || focused) && !dismissed) {
          // Escape closes the bubble only: a dialog around the chart stays open.
          event.stopPropagation();
          setDismissed(true);
        }
      },
    },
  };
}

export interface ChartTipBubbleProps extends Omit<BoxProps, 'children'> {
  children: ReactNode;
}

/** The bubble with a bar's number, above the point its caller places it at. */
export function ChartTipBubble({ children, ...position }: ChartTipBubbleProps) {
  return (
    <Box
      aria-hidden="true"
      data-testid="chart-tip"
      {...PRINT_HIDE}
      position="absolute"
      zIndex="tooltip"
      transform="translate(-50%, calc(-100% - 6px))"
      bg="gray.900"
      color="white"
      fontSize="sm"
      fontWeight="medium"
      lineHeight="short"
      px="2"
      py="1"
      borderRadius="sm"
      whiteSpace="nowrap"
      boxShadow="md"
      {...position}
    >
      {children}
    </Box>
  );
}

export interface ChartValueProps extends Omit<BoxProps, 'children' | 'role'> {
  /** The accessible name: what the bar is, with its value and unit. */
  label: string;
  /** The number shown in the bubble, with its unit. */
  value: string;
  /** The element's role: a picture of a number ('img'), or a gauge ('meter'). */
  role?: 'img' | 'meter';
  /** Where the bubble points, in percent of the bar's width (the end of its fill). */
  at?: number;
  children: ReactNode;
}

/** An HTML bar (or gauge) that shows its number on hover and on focus. */
export function ChartValue({
  label,
  value,
  role = 'img',
  at = 50,
  children,
  ...rest
}: ChartValueProps) {
  const { open, handlers } = useChartTip();
  return (
    <Box
      role={role}
      aria-label={label}
      tabIndex={0}
      position="relative"
      borderRadius="full"
      {...handlers}
      {...rest}
    >
      {children}
      {open && (
        // Kept off the edges: a bubble centred on a bar's very end would leave the card.
        <ChartTipBubble left={`${Math.min(85, Math.max(15, at))}%`} top="0">
          {value}
        </ChartTipBubble>
      )}
    </Box>
  );
}
