/**
 * What a typed or pasted text becomes in a field (spec 002 §3, "attr.pattern"; §5): the keys a
 * field refuses and the characters its pattern allows. Pure TypeScript.
 */
import type { FieldDefinition } from '@/api/formDefinitionTypes';
import { kindOf } from './fieldKinds';

const NUMBER_CHARACTERS = '[0-9.,]';
const NUMBER_BLOCKED_KEYS = ['e', 'E', '-', '+'];
const CENTIMETRE_BLOCKED_KEYS = [',', '.'];

/** Keys a field refuses: e, E, minus and plus in numbers; also comma and dot in centimetres. */
export function blockedKeysOf(field: FieldDefinition): string[] {
  const blocked = kindOf(field) === 'number' ? [...NUMBER_BLOCKED_KEYS] : [];
  if (field.unit?.trim() === 'cm') blocked.push(...CENTIMETRE_BLOCKED_KEYS);
  return blocked;
}

const patternCache = new Map<string, RegExp | null>();

function characterMatcher(pattern: string): RegExp | null {
  if (!patternCache.has(pattern)) {
    try {
      patternCache.set(pattern, new RegExp(`^(?:${pattern})$`, 'u'));
    } catch {
      patternCache.set(pattern, null);
    }
  }
  return patternCache.get(pattern) ?? null;
}

/**
 * The text with only the characters the field's pattern allows (the pattern describes one allowed
 * character, e.g. '[0-9]' or '[0-9.,]'). Without a pattern, or with an invalid one, the text is
 * kept as is.
 */
export function stripByPattern(field: FieldDefinition, text: string): string {
  const pattern = field.attr?.pattern;
  if (!pattern) return text;
  const matcher = characterMatcher(pattern);
  if (!matcher) return text;
  return Array.from(text)
    .filter((character) => matcher.test(character))
    .join('');
}

/**
 * What a typed or pasted text becomes: pattern stripping (a number without a pattern keeps digits,
 * comma and dot), then the blocked characters removed.
 */
export function sanitizeTyped(field: FieldDefinition, text: string): string {
  const blocked = blockedKeysOf(field);
  // A number without a pattern keeps digits and decimal separators.
  const withPattern =
    kindOf(field) === 'number' && !field.attr?.pattern
      ? { ...field, attr: { ...field.attr, pattern: NUMBER_CHARACTERS } }
      : field;
  const stripped = stripByPattern(withPattern, text);
  return blocked.length === 0
    ? stripped
    : Array.from(stripped)
        .filter((character) => !blocked.includes(character))
        .join('');
}
