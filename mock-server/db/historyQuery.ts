/** What the floor and carbon history lists share: sort order and day filters. */
import type { HistoryOrder } from '../../src/api/types';

export function orderOf(value: string | null | undefined): HistoryOrder {
  return value?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
}

/** Sorts by creation date (then id), most recent first for DESC. */
export function byCreatedAt<T extends { id: number; createdAt: string }>(order: HistoryOrder) {
  const sign = order === 'ASC' ? 1 : -1;
  // ISO 8601 instants written the same way (UTC, 'Z') sort as strings, without parsing each date.
  return (a: T, b: T) =>
    sign * (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id);
}

const parisDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in France, where the users are. */
export function parisDay(iso: string): string {
  const parts = Object.fromEntries(
    parisDate.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A YYYY-MM-DD query value, or undefined when absent or malformed (then it does not filter). */
export function dayOf(value: string | null | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;
}

/** Case-insensitive, accent-sensitive substring match. */
export function containsText(haystack: string, needle: string): boolean {
  return haystack.toLocaleLowerCase('fr').includes(needle.trim().toLocaleLowerCase('fr'));
}
