/** Postal codes (spec 000 §5, §9): the rule alone, for the code that needs it without a form. */
export const POSTAL_CODE_LENGTH = 5;

/** Keeps the first 5 characters of a postal code (spec 000 §5, §9). */
export function cutPostalCode(value: string): string {
  return value.slice(0, POSTAL_CODE_LENGTH);
}
