/** The lists of the registration and profile forms (spec 000 §3). */
import type { SelectOption } from '@/ui/form';

/** Civility values mr, mme and blank (shown as Autre). */
export const CIVILITY_OPTIONS: readonly SelectOption[] = [
  { value: 'mr', label: 'M.' },
  { value: 'mme', label: 'Mme' },
  { value: '', label: 'Autre' },
];

/** Activity values at registration, with their French labels. */
export const REGISTRATION_ACTIVITY_OPTIONS: readonly SelectOption[] = [
  { value: 'maçon', label: 'Maçon' },
  { value: 'cmiste', label: 'Constructeur de maisons individuelles (CMIste)' },
  { value: 'négoces', label: 'Négoce de matériaux' },
  { value: 'maitre-oeuvre-promoteur', label: "Maître d'œuvre / promoteur" },
  { value: 'architecte', label: 'Architecte' },
  { value: 'bureau-etude', label: "Bureau d'études" },
  { value: 'economiste', label: 'Économiste de la construction' },
  { value: 'autre', label: 'Autre' },
];

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The profile form shows the capitalised variants of the same list; the values stay the same. */
export const PROFILE_ACTIVITY_OPTIONS: readonly SelectOption[] = REGISTRATION_ACTIVITY_OPTIONS.map(
  ({ value }) => ({ value, label: capitalise(value) }),
);
