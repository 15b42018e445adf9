/**
 * The carbon-footprint simulator (spec 002 §7; docs/api/carbon.md): the server-driven form, the
 * joist-infill blocks, submitting a simulation, reading, saving and exporting a cluster.
 *
 * The form, the submission and the cluster are open to visitors: their calls carry the user's
 * token when there is one (a visitor's cluster has no owner) and are never answered 401. Saving a
 * cluster and its PDF recap need a login.
 */
import type {
  CarbonClusterDatas,
  CarbonRecapBody,
  CarbonSubmission,
  CarbonSubmissionDatas,
  JoistInfillDatas,
  JoistInfillRequest,
  SimulatorFormBody,
  SimulatorQuery,
} from './carbonTypes';
import type { FieldValue } from './formDefinitionTypes';
import { SIMULATOR_FORM } from './operations';
import type { ApiClient } from './http';

function isBlankValue(value: FieldValue | undefined): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The query of `GET /api/simulator/`: `step1[field]=value`, `step2[index][field]=name` and
 * `step2[index][value]=value` (lists as `step2[index][value][n]=item`), `cluster`,
 * `simulation-carbone`, `simulation-plancher`. Blank values are left out.
 */
export function simulatorParams(query: SimulatorQuery = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [field, value] of Object.entries(query.step1 ?? {}))
    if (!isBlankValue(value)) params[`step1[${field}]`] = String(value);
  for (const { index, field, value } of query.step2 ?? []) {
    if (isBlankValue(value) || (Array.isArray(value) && value.length === 0)) continue;
    params[`step2[${index}][field]`] = field;
    if (Array.isArray(value))
      value.forEach((item, n) => {
        params[`step2[${index}][value][${n}]`] = String(item);
      });
    else params[`step2[${index}][value]`] = String(value);
  }
  if (!isBlankValue(query.cluster ?? null)) params.cluster = String(query.cluster);
  if (!isBlankValue(query.simulationCarbone ?? null))
    params['simulation-carbone'] = String(query.simulationCarbone);
  if (!isBlankValue(query.simulationPlancher ?? null))
    params['simulation-plancher'] = String(query.simulationPlancher);
  return params;
}

/**
 * GET /api/simulator/: the steps (`formArray`), `isCompleted` and `errors`; without a query, the
 * initial definitions.
 */
export function getSimulatorForm(client: ApiClient, query: SimulatorQuery = {}) {
  return client.request<unknown, SimulatorFormBody>({
    method: 'GET',
    url: SIMULATOR_FORM.path,
    params: simulatorParams(query),
  });
}

/** POST /api/simulator/entrevous/: the joist-infill blocks for a system, thickness and position. */
export function getJoistInfillOptions(client: ApiClient, request: JoistInfillRequest) {
  return client.request<JoistInfillDatas>({
    method: 'POST',
    url: '/api/simulator/entrevous/',
    data: request,
    public: true,
  });
}

/** POST /api/clusters/simulations/: submits a simulation; `datas.cluster` is where it went. */
export function submitCarbonSimulation(client: ApiClient, submission: CarbonSubmission) {
  return client.request<CarbonSubmissionDatas>({
    method: 'POST',
    url: '/api/clusters/simulations/',
    data: submission,
  });
}

/** GET /api/clusters/{id}/: `datas.simulations` and `datas.agency`. */
export function getCarbonCluster(client: ApiClient, id: number | string) {
  return client.request<CarbonClusterDatas>({ method: 'GET', url: `/api/clusters/${id}/` });
}

/** PUT /api/clusters/save/{id}/: saves a visitor's cluster to the account (login required). */
export function saveCarbonCluster(client: ApiClient, id: number | string) {
  return client.request<{ cluster: number }>({ method: 'PUT', url: `/api/clusters/save/${id}/` });
}

/** GET /api/clusters/{id}/download-recap/: the cluster's PDF in `body.file` (login required). */
export function downloadCarbonClusterRecap(client: ApiClient, id: number | string) {
  return client.request<unknown, CarbonRecapBody>({
    method: 'GET',
    url: `/api/clusters/${id}/download-recap/`,
    responseType: 'blob',
  });
}
