/** French number formatting of the carbon data, the same in every runtime (no locale data needed). */

/** 4.8 -> '4,8'; 1234.5 -> '1 234,5' (narrow no-break space); at most `decimals` decimals. */
export function formatNumber(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  const [whole = '0', fraction] = String(Math.abs(rounded)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** Always one decimal: 61 -> '61,0', -3.25 -> '-3,3'. */
export function formatOneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1).replace('.', ',');
}

export const CARBON_UNIT = 'kg eq CO₂/m²';
