/**
 * The carbon simulator's form (spec 002 §4.2): the step definitions, recomputed from the answers,
 * prefilled from a cluster or a saved simulation; and the joist-infill blocks of a floor.
 */
import type { FieldValue } from '../../../src/api/formDefinitionTypes';
import {
  BEAM_AND_BLOCK,
  FLOOR_LEVELS,
  isSystemType,
  thicknessOf,
  type FloorLevel,
} from '../../db/carbon/catalogue';
import { visibleCluster, visibleSimulation } from '../../db/carbon/clusters';
import { joistInfillOptions } from '../../db/carbon/entrevous';
import { carbonSimulationAnswers, floorSimulationAnswers } from '../../db/carbon/prefill';
import { evaluateSimulator, isBlank, type SimulatorAnswers } from '../../db/carbon/simulatorForm';
import { fail, fieldErrors, jsonBody, ok } from '../respond';
import { route } from '../route';
import { optionalUserId } from './auth';
import { CARBON_MESSAGES } from './messages';
import { parseSimulatorQuery } from './simulatorQuery';

function notFoundWithStatus(message: string) {
  return fail(404, { status: 404, message });
}

export const simulatorHandlers = [
  /**
   * Without parameters: the steps, step 2 holding systemType only. With answers, a cluster or a
   * prefill: the fields recomputed, with isCompleted and the errors. Login optional.
   */
  route('GET', '/api/simulator/', ({ request }) => {
    const userId = optionalUserId(request);
    const query = parseSimulatorQuery(new URL(request.url).searchParams);
    let prefill: SimulatorAnswers = { step1: {}, step2: {} };
    let clusterStep1: Record<string, FieldValue> | undefined;

    if (query.cluster !== undefined) {
      const cluster = visibleCluster(query.cluster, userId);
      if (!cluster) return notFoundWithStatus(CARBON_MESSAGES.clusterNotFound);
      clusterStep1 = { zipCode: cluster.zipCode ?? '', projectName: cluster.name };
    }
    if (query.simulationCarbone !== undefined) {
      const found = visibleSimulation(query.simulationCarbone, userId);
      if (!found) return notFoundWithStatus(CARBON_MESSAGES.simulationNotFound);
      prefill = {
        step1: { zipCode: found.cluster.zipCode ?? '', projectName: found.cluster.name },
        step2: carbonSimulationAnswers(found.simulation),
      };
    } else if (query.simulationPlancher !== undefined) {
      const floor = floorSimulationAnswers(query.simulationPlancher, userId);
      if (!floor) return notFoundWithStatus(CARBON_MESSAGES.simulationNotFound);
      prefill = floor;
    }

    const evaluation = evaluateSimulator({
      // The cluster's project is the one of its simulations: its step 1 wins.
      step1: { ...prefill.step1, ...query.step1, ...clusterStep1 },
      step2: { ...prefill.step2, ...query.step2 },
    });
    return ok({
      status: 200,
      formArray: evaluation.formArray,
      isCompleted: evaluation.isCompleted,
      errors: evaluation.errors,
    });
  }),

  /** The joist-infill blocks that fit the given system, thickness and floor position. Public. */
  route('POST', '/api/simulator/entrevous/', async ({ request }) => {
    const body = await jsonBody(request);
    const datas = (
      typeof body.datas === 'object' && body.datas !== null ? body.datas : body
    ) as Record<string, unknown>;
    const { systemType, thickness, floorLevel } = datas;
    const errors: Record<string, string> = {};
    if (isBlank(systemType)) errors.systemType = CARBON_MESSAGES.required;
    else if (!isSystemType(systemType)) errors.systemType = CARBON_MESSAGES.unknownSystem;
    else if (!BEAM_AND_BLOCK.includes(systemType)) errors.systemType = CARBON_MESSAGES.noInfill;
    else if (isBlank(thickness)) errors.thickness = CARBON_MESSAGES.required;
    else if (!thicknessOf(systemType, thickness))
      errors.thickness = CARBON_MESSAGES.unknownThickness;
    const levels: readonly unknown[] = Object.values(FLOOR_LEVELS);
    if (!isBlank(floorLevel) && !levels.includes(floorLevel))
      errors.floorLevel = CARBON_MESSAGES.unknownFloorLevel;
    if (Object.keys(errors).length > 0 || !isSystemType(systemType)) return fieldErrors(errors);
    const options = joistInfillOptions(
      systemType,
      thickness,
      (floorLevel || undefined) as FloorLevel | undefined,
    );
    return ok({ datas: { options, defaultValue: options[0]?.value ?? null } });
  }),
];
