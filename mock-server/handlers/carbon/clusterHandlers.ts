/**
 * Clusters of carbon simulations (spec 002 §2.6, §6, §7): submitting a simulation (to a new
 * cluster or to a given one), reading a cluster, saving an anonymous visitor's cluster to the
 * account, and its PDF recap.
 */
import {
  addSimulation,
  clusterDatas,
  MAX_SIMULATIONS_PER_CLUSTER,
  saveCluster,
  visibleCluster,
} from '../../db/carbon/clusters';
import { buildClusterRecap, recapFileName } from '../../db/carbon/recapPdf';
import { evaluateSimulator, GUIDED_PATH, isBlank } from '../../db/carbon/simulatorForm';
import { nowIso, type CarbonCluster } from '../../db/mockDb';
import { pdfResponse } from '../../files/fileResponse';
import { TEXT_MAX_LENGTH } from '../../../src/domain/fieldLimits';
import { readTexts } from '../fields';
import { fail, jsonBody, notFound, ok, withUser } from '../respond';
import { route } from '../route';
import { optionalUserId } from './auth';
import { CARBON_MESSAGES } from './messages';
import { answersOfList } from './simulatorQuery';

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export const clusterHandlers = [
  /**
   * Submits a simulation: `{ step1: { zipCode, projectName, path, cluster? }, step2: [{ index,
   * field, value }], networkPassages }`. Login optional: a visitor's cluster has no owner.
   */
  route('POST', '/api/clusters/simulations/', async ({ request }) => {
    const userId = optionalUserId(request);
    const body = await jsonBody(request);
    const step1 = recordOf(body.step1);
    const step2 = answersOfList(body.step2);
    if (Array.isArray(body.networkPassages) && body.networkPassages.length > 0)
      step2.networkPassages = body.networkPassages.map(String);

    let cluster: CarbonCluster | undefined;
    if (!isBlank(step1.cluster)) {
      cluster = visibleCluster(step1.cluster, userId);
      if (!cluster) return notFound(CARBON_MESSAGES.clusterNotFound);
      if (cluster.simulations.length >= MAX_SIMULATIONS_PER_CLUSTER)
        return fail(409, { message: CARBON_MESSAGES.clusterFull });
    }
    // The project's texts: their type and the project's limit (fields.ts); a given cluster has its own.
    const { values: texts, errors: textErrors } = cluster
      ? { values: {}, errors: {} }
      : readTexts(step1, {
          zipCode: { max: TEXT_MAX_LENGTH },
          projectName: { max: TEXT_MAX_LENGTH },
          path: { max: TEXT_MAX_LENGTH },
        });
    const evaluation = evaluateSimulator({
      step1: cluster
        ? { zipCode: cluster.zipCode ?? '', projectName: cluster.name, path: GUIDED_PATH }
        : {
            zipCode: texts.zipCode ?? '',
            projectName: texts.projectName ?? '',
            path: texts.path ?? '',
          },
      step2,
    });
    if (!evaluation.isCompleted || Object.keys(textErrors).length > 0)
      return fail(400, {
        message: CARBON_MESSAGES.incomplete,
        error: {
          ...Object.fromEntries(evaluation.missing.map((name) => [name, CARBON_MESSAGES.required])),
          ...evaluation.errors,
          ...textErrors,
        },
      });
    const saved = addSimulation(
      evaluation.values,
      cluster ? cluster.userId : (userId ?? null),
      cluster,
    );
    return ok({
      message: CARBON_MESSAGES.simulationSaved,
      datas: { cluster: saved.cluster.id, simulation: saved.simulation.id },
    });
  }),

  /** A cluster with its simulation cards and agency: the user's, or one without owner. */
  route(
    'GET',
    '/api/clusters/{id}/',
    ({ params, request }) => {
      const cluster = visibleCluster(params.id, optionalUserId(request));
      return cluster
        ? ok({ datas: clusterDatas(cluster) })
        : notFound(CARBON_MESSAGES.clusterNotFound);
    },
    { notFound: CARBON_MESSAGES.clusterNotFound },
  ),

  /** Saves an anonymous visitor's cluster to the logged-in user's account. */
  route(
    'PUT',
    '/api/clusters/save/{id}/',
    withUser(({ params, user }) => {
      const cluster = saveCluster(user.id, params.id);
      return cluster
        ? ok({ message: CARBON_MESSAGES.clusterSaved, datas: { cluster: cluster.id } })
        : notFound(CARBON_MESSAGES.clusterNotFound);
    }),
    { notFound: CARBON_MESSAGES.clusterNotFound },
  ),

  /** The PDF recap of a cluster. Login required (spec 002 §6). */
  route(
    'GET',
    '/api/clusters/{id}/download-recap/',
    withUser(async ({ params, user }) => {
      const cluster = visibleCluster(params.id, user.id);
      if (!cluster) return notFound(CARBON_MESSAGES.clusterNotFound);
      return pdfResponse(await buildClusterRecap(cluster, nowIso()), recapFileName(cluster));
    }),
    { notFound: CARBON_MESSAGES.clusterNotFound },
  ),
];
