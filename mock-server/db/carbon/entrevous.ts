/**
 * Joist-infill blocks ("entrevous") of the beam-and-block floors: which blocks fit a system, a
 * thickness and a floor position, with their weight and carbon footprint per m² of floor.
 * Insulating polystyrene blocks (with a tongue under the joists) are for ground floors over a
 * crawl space only.
 */
import { BEAM_AND_BLOCK, thicknessOf, type FloorLevel, type SystemType } from './catalogue';

export interface JoistInfill {
  value: string;
  label: string;
  description: string;
  /** Height of the block, cm. */
  height: number;
  /** kg of blocks per m² of floor. */
  weight: number;
  /** kg eq CO₂/m² of floor. */
  carbonFootprint: number;
  insulating: boolean;
  /** Thermal transmittance of the floor, W/(m²·K), for insulating blocks. */
  up?: number;
}

/** kg eq CO₂ per kg: concrete blocks, expanded polystyrene. */
const CONCRETE_BLOCK_FACTOR = 0.13;
const LIGHT_CONCRETE_BLOCK_FACTOR = 0.15;
const PSE_FACTOR = 3.4;

const round1 = (value: number) => Math.round(value * 10) / 10;

function concreteBlocks(height: number): JoistInfill[] {
  const weight = 55 + 3.5 * height;
  const light = weight * 0.8;
  return [
    {
      value: 'beton',
      label: `Entrevous béton de ${height} cm`,
      description: 'Bloc en béton de granulats courants (NF EN 15037-2).',
      height,
      weight: round1(weight),
      carbonFootprint: round1(weight * CONCRETE_BLOCK_FACTOR),
      insulating: false,
    },
    {
      value: 'beton-allege',
      label: `Entrevous béton allégé de ${height} cm`,
      description: 'Bloc en béton de granulats légers, 20 % plus léger à poser.',
      height,
      weight: round1(light),
      carbonFootprint: round1(light * LIGHT_CONCRETE_BLOCK_FACTOR),
      insulating: false,
    },
  ];
}

function polystyreneBlocks(height: number, floorLevel: FloorLevel | undefined): JoistInfill[] {
  const weight = height * 0.16;
  const block = (
    value: string,
    label: string,
    description: string,
    ratio: number,
    up?: number,
  ): JoistInfill => ({
    value,
    label,
    description,
    height,
    weight: round1(weight * ratio),
    carbonFootprint: round1(weight * ratio * PSE_FACTOR),
    insulating: up !== undefined,
    ...(up !== undefined ? { up } : {}),
  });
  const blocks = [
    block(
      'pse-coffrant',
      `Entrevous PSE coffrant de ${height} cm`,
      'Bloc en polystyrène expansé, coffrant, sans fonction isolante.',
      1,
    ),
  ];
  if (floorLevel === 'vide-sanitaire')
    blocks.push(
      block(
        'pse-isolant',
        `Entrevous PSE isolant à languette de ${height} cm (Up 0,23)`,
        'Bloc isolant dont la languette couvre la sous-face des poutrelles : Up 0,23 W/(m²·K).',
        1.45,
        0.23,
      ),
      block(
        'pse-isolant-renforce',
        `Entrevous PSE isolant renforcé de ${height} cm (Up 0,16)`,
        'Bloc isolant à languette épaisse pour les planchers bas performants : Up 0,16 W/(m²·K).',
        1.85,
        0.16,
      ),
    );
  return blocks;
}

/**
 * The blocks that fit; an empty list when the system has none (not beam-and-block) or the
 * thickness is not one of the system's.
 */
export function joistInfillOptions(
  system: SystemType,
  thickness: unknown,
  floorLevel: FloorLevel | undefined,
): JoistInfill[] {
  if (!BEAM_AND_BLOCK.includes(system)) return [];
  const height = thicknessOf(system, thickness)?.block;
  if (height === undefined) return [];
  return system === 'poutrelles-entrevous-beton'
    ? concreteBlocks(height)
    : polystyreneBlocks(height, floorLevel);
}
