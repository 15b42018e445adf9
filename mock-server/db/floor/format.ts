/** French formatting of the floor data: decimal commas, thousands with a space, dd/mm/yyyy. */

/** 5.2 -> '5,20' (digits decimals), 1000 -> '1 000'. */
export function frNumber(value: number, digits = 0): string {
  const fixed = value.toFixed(digits);
  const [whole = '0', decimals] = fixed.split('.');
  const negative = whole.startsWith('-');
  const digitsOnly = negative ? whole.slice(1) : whole;
  const grouped = digitsOnly.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** A span in metres: '5,20 m'. */
export const metres = (value: number) => `${frNumber(value, 2)} m`;

/** ISO instant -> 'dd/mm/yyyy' in French time. */
export function frDate(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** A number typed in French or not ('5,20', '5.2', 5.2); NaN when it is not one. */
export function parseNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** Rounds to a number of decimals (2.675 -> 2.68 with digits 2). */
export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor + Number.EPSILON) / factor;
}

/** Removes the HTML tags of a description, for the PDFs. */
export function plainText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<li>/g, '• ')
    .replace(/<\/li>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** 'Dalle pleine béton armé 20 cm' -> 'dalle-pleine-beton-arme-20-cm' */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
