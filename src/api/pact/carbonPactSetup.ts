/**
 * What the carbon simulator's contract tests share (docs/api/carbon.md): provider states, the shapes
 * of the form and of a cluster, the project of the examples.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import type { SimulatorQuery } from '../carbonTypes';
import { isoDateTime } from './pactHarness';

const { eachLike, integer, like, number, regex, string } = MatchersV3;

/** The provider states of docs/api/carbon.md (named in pactStates.ts, with every state). */
export { CARBON_STATE } from './pactStates';

export const CLUSTER_NOT_FOUND = { success: false, message: 'Cluster introuvable.' };

// ---- Shapes --------------------------------------------------------------------------------------

export const FIELD = {
  name: string('zipCode'),
  type: string('text'),
  label: string('Code postal'),
};

export const SYSTEM_CHOICES = {
  'Poutrelles et entrevous béton': 'poutrelles-entrevous-beton',
  'Poutrelles et entrevous PSE': 'poutrelles-entrevous-pse',
  Prédalles: 'predalles',
  'Dalle pleine': 'dalle-pleine',
  'Plancher bois': 'plancher-bois',
};

export function formBody(
  step1Fields: unknown,
  step2Fields: unknown,
  isCompleted: boolean | ReturnType<typeof MatchersV3.boolean>,
  errors: Record<string, unknown> = {},
) {
  return {
    success: true,
    status: 200,
    formArray: [
      { step: 1, title: string('Votre projet'), fields: step1Fields },
      { step: 2, title: string('Votre plancher'), fields: step2Fields },
    ],
    isCompleted,
    errors,
  };
}

export const CARD = {
  id: integer(3011),
  cluster: integer(301),
  title: string('Simulation 1 – Poutrelles et entrevous béton'),
  systemType: string('poutrelles-entrevous-beton'),
  createdAt: isoDateTime('2026-10-12T09:30:00.000Z'),
  data: like({ 'Système constructif': 'Poutrelles et entrevous béton', Portée: '4,8 m' }),
  note: regex(/^[A-E]$/, 'C'),
  carbonFootprint: number(61.9),
  bio: number(0),
  acvCarbonFootprint: number(60),
  bars: eachLike({
    label: string('Poutrelles précontraintes : 16,8 kg eq CO₂/m²'),
    pdfPercentage: number(27.1),
    color: regex(/^#[0-9a-f]{6}$/, '#4f6d8f'),
    value: number(16.8),
  }),
};

export function clusterBody(cluster: unknown, saved: boolean) {
  return {
    success: true,
    datas: {
      cluster,
      name: string('Maison Dupont'),
      zipCode: regex(/^\d{5}$/, '69100'),
      createdAt: isoDateTime('2026-10-12T09:30:00.000Z'),
      saved,
      simulations: eachLike(CARD),
      agency: {
        libelle: string('Bureau d’études Auvergne-Rhône-Alpes (Lyon)'),
        emails: eachLike(string('be.lyon@rupteo.fr')),
        phone: string('04 72 83 40 10'),
      },
    },
  };
}

// ---- GET /api/simulator/ -------------------------------------------------------------------------

export const PROJECT = { zipCode: '69003', projectName: 'Maison Dupont', path: 'guided' };

export function step2(answers: Record<string, string | string[]>): SimulatorQuery['step2'] {
  return Object.entries(answers).map(([field, value], index) => ({ index, field, value }));
}
