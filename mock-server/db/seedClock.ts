/**
 * Fixed dates and a seeded pseudo-random generator, so that the seed data is the same on every
 * reset and on every machine. The seed's "today" is 2026-11-01 09:00 UTC; seeded dates spread over
 * the two years before it.
 */
export const SEED_TODAY = '2026-11-01T09:00:00.000Z';
const SEED_TODAY_MS = Date.parse(SEED_TODAY);
const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date `days` days before the seed's today, at the given UTC time. */
export function seedDate(days: number, hour = 9, minute = 0): string {
  const date = new Date(SEED_TODAY_MS - days * DAY_MS);
  date.setUTCHours(hour, minute, 0, 0);
  return date.toISOString();
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over a seeded generator. */
export function picker(random: () => number) {
  return {
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
    /** One element of a non-empty list. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!,
    /** A number in [min, max] rounded to one decimal. */
    decimal: (min: number, max: number) => Math.round((min + random() * (max - min)) * 10) / 10,
  };
}

/** `count` consecutive ids from `from`. */
export const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => from + i);
