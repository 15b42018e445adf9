/** Names longer than this are cut (spec §9: file names over 30 characters → 27 + ellipsis). */
export const NAME_MAX_LENGTH = 30;
export const NAME_TRUNCATED_LENGTH = 27;
export const ELLIPSIS = '…';

/** 'a-name-of-more-than-thirty-characters.pdf' → first 27 characters + '…'; shorter names unchanged. */
export function truncateName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= NAME_MAX_LENGTH) return name;
  return chars.slice(0, NAME_TRUNCATED_LENGTH).join('') + ELLIPSIS;
}
