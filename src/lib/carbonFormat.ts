/**
 * Carbon figures of the floor and carbon sites (spec 002): kg eq CO₂ per m² of floor, written the
 * French way with at most one decimal.
 */
import { frenchNumberFormat } from './frenchNumbers';

export const CARBON_UNIT = 'kg eq CO₂/m²';

const oneDecimal = () => frenchNumberFormat({ maximumFractionDigits: 1 });

/** '61,9' */
export function formatFootprint(value: number): string {
  return oneDecimal().format(value);
}

/** '61,9 kg eq CO₂/m²' */
export function withCarbonUnit(value: number): string {
  return `${formatFootprint(value)} ${CARBON_UNIT}`;
}
