/**
 * The date of printing as a French sentence: 'Imprimé le 26 novembre 2026', the first of the month
 * as French writes it ('1er novembre'), in French time as every date of the sites.
 */
let longDate: Intl.DateTimeFormat | undefined;
const longDateFormat = () =>
  (longDate ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }));

/** '26 novembre 2026', '1er mars 2027'. */
export function formatLongDate(date: Date): string {
  const parts = Object.fromEntries(
    longDateFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = parts.day === '1' ? '1er' : parts.day;
  return `${day} ${parts.month} ${parts.year}`;
}

export function printedOn(date: Date): string {
  return `Imprimé le ${formatLongDate(date)}`;
}
