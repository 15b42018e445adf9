/**
 * The looks of the server forms' choices (src/ui/serverForm/fields/ChoiceFields.tsx): a card per
 * choice, a label around a native radio or checkbox, drawn as Chakra's `sm` radio and checkbox
 * (its radiomark and checkmark, solid variant).
 *
 * Plain CSS in the theme's global styles, which the build writes into index.html
 * (src/ui/theme/globalCss.ts): a choice renders no styled component and holds no state machine of
 * its own. Chakra's RadioGroup and CheckboxGroup rendered every item of the group four times per
 * click (pointer down, focus, pointer up, the value), before the form's own render; on a phone's
 * slowed core that alone passed the 100 ms of an interaction (issue 43, bench/profileInteraction.ts).
 * The native input keeps the keyboard (arrows in a radio group, Space), the form's submission and
 * the accessible names of the label.
 */

/** The label of one choice. */
export const CHOICE_CARD = 'choice-card';
/** Its native input (a radio or a checkbox). */
export const CHOICE_CARD_INPUT = 'choice-card__input';

/** A white check mark, the checkmark of Chakra's checkbox. */
const CHECK_MARK =
  'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 24 24%27 fill=%27none%27 stroke=%27white%27 stroke-width=%273%27 stroke-linecap=%27round%27 stroke-linejoin=%27round%27%3E%3Cpath d=%27M20 6 9 17l-5-5%27/%3E%3C/svg%3E")';

export const choiceCardGlobalCss = {
  [`.${CHOICE_CARD}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    paddingX: '3',
    paddingY: '2',
    textStyle: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
    userSelect: 'none',
    '&:has(:checked)': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' },
    '&:has(:disabled)': { opacity: '0.5', cursor: 'not-allowed' },
    '&:has(:focus-visible)': {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    },
    'fieldset[data-invalid] &': { borderColor: 'border.error' },
  },
  [`.${CHOICE_CARD_INPUT}`]: {
    appearance: 'none',
    flexShrink: '0',
    boxSize: '4',
    margin: '0',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    bg: 'bg',
    cursor: 'inherit',
    // The card shows the focus ring.
    '&:focus-visible': { outline: 'none' },
    '&:checked': { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid' },
    '&[type=radio]': { borderRadius: 'full' },
    // The radiomark's dot: the white ring inside the solid disc.
    '&[type=radio]:checked': { boxShadow: 'inset 0 0 0 3px var(--chakra-colors-bg)' },
    '&[type=checkbox]': { borderRadius: 'l1' },
    '&[type=checkbox]:checked': {
      backgroundImage: CHECK_MARK,
      backgroundSize: '100%',
      backgroundRepeat: 'no-repeat',
    },
    // In forced colours the fills above are replaced by the system's: the native control returns.
    '@media (forced-colors: active)': { appearance: 'auto' },
  },
} as const;
