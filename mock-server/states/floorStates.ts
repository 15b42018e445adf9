/**
 * Provider states of the floor operations (the state table of docs/api/floor.md). Each starts from
 * the seed and stores simulations with fixed ids and answers, so the contracts can name them.
 */
import { FLOOR_STATE } from '../../src/api/pact/pactStates';
import { checkAnswers, createSimulation, type FloorAnswers } from '../db/floor';
import { resetDb } from '../db/mockDb';
import { restoreSeedAccount } from '../db/seedAccounts';
import { validUserToken, type StateSetUps } from './stateSupport';

export const FLOOR_PACT = {
  token: 'usr.pact-valid',
  /** User 1's simulation: a floor over a crawl space, Up 0,20, 5,20 m (two solutions). */
  userSimulation: 7001,
  /** A visitor's simulation: an intermediate floor in Nantes, 4,80 m (several solutions). */
  visitorSimulation: 7002,
  /** A visitor's simulation that nothing fits: a 11,80 m shop floor. */
  emptySimulation: 7003,
} as const;

/** The answers of the provider states' simulations, as the configurator sends them. */
export const FLOOR_STATE_ANSWERS = {
  [FLOOR_PACT.userSimulation]: {
    zipCode: '69003',
    configurationName: 'Maison Dupont – plancher bas',
    projectCode: 'PRJ-2026-031',
    company: 'Maçonnerie Martin',
    floorPosition: 'vide-sanitaire',
    usage: 'habitation',
    loadCase: 'habitation',
    gLoad: 150,
    qLoad: 150,
    up: '0.20',
    continuity: false,
    floorSpan: 5.2,
    systems: ['tous'],
    entrevous: 'indifferent',
  },
  [FLOOR_PACT.visitorSimulation]: {
    zipCode: '44000',
    configurationName: 'Immeuble Quai de la Fosse – R+1',
    company: 'BET Structure Ouest',
    floorPosition: 'intermediaire',
    floorLevel: 'R+1',
    usage: 'habitation',
    loadCase: 'habitation-cloisons-lourdes',
    gLoad: 250,
    qLoad: 150,
    continuity: false,
    floorSpan: 4.8,
    systems: ['poutrelles-entrevous', 'predalles'],
    entrevous: 'indifferent',
    acousticComfort: false,
  },
  [FLOOR_PACT.emptySimulation]: {
    zipCode: '13002',
    configurationName: 'Local commercial Joliette',
    floorPosition: 'intermediaire',
    floorLevel: 'RDC',
    usage: 'commerce',
    loadCase: 'commerce',
    gLoad: 200,
    qLoad: 500,
    continuity: false,
    floorSpan: 11.8,
    systems: ['tous'],
    fireResistance: '60',
  },
} as const;

/** The typed answers of one of the states' simulations. */
export function floorStateAnswers(id: keyof typeof FLOOR_STATE_ANSWERS): FloorAnswers {
  const { answers, errors } = checkAnswers({ ...FLOOR_STATE_ANSWERS[id] });
  if (!answers) throw new Error(`Floor state answers ${id}: ${JSON.stringify(errors)}`);
  return answers;
}

export const floorStates = {
  [FLOOR_STATE.userSimulation]: () => {
    resetDb();
    restoreSeedAccount(1);
    restoreSeedAccount(2);
    const values = validUserToken(1);
    createSimulation(1, floorStateAnswers(FLOOR_PACT.userSimulation), FLOOR_PACT.userSimulation);
    return values;
  },
  [FLOOR_STATE.visitorSimulation]: () => {
    resetDb();
    createSimulation(
      null,
      floorStateAnswers(FLOOR_PACT.visitorSimulation),
      FLOOR_PACT.visitorSimulation,
    );
  },
  [FLOOR_STATE.emptySimulation]: () => {
    resetDb();
    createSimulation(
      null,
      floorStateAnswers(FLOOR_PACT.emptySimulation),
      FLOOR_PACT.emptySimulation,
    );
  },
} satisfies StateSetUps;
