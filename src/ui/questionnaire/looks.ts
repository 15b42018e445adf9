/** What differs in looks between the two layouts. */
export const LOOKS = {
  spacious: {
    loaderMinH: undefined,
    heading: 'xl',
    hint: {},
    grid: { columns: { base: 1, md: 2 } },
    option: {
      size: 'lg',
      h: 'auto',
      py: '3',
      textAlign: 'left',
      justifyContent: 'flex-start',
    },
    answersHeading: 'md',
    answersList: { variant: 'plain' },
  },
  compact: {
    loaderMinH: '48',
    heading: 'lg',
    hint: { mt: '1' },
    grid: {
      as: 'ul',
      listStyleType: 'none',
      columns: { base: 1, sm: 2, md: 3 },
      mt: '4',
    },
    option: { w: 'full' },
    answersHeading: 'sm',
    answersList: { as: 'ol', listStyleType: 'none', ps: '0' },
  },
} as const;
