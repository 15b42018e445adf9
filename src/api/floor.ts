/**
 * The floor (plancher) configurator (spec 002 §7, docs/api/floor.md): form definitions and checks,
 * the simulation and its result, solutions with their documents and carbon data, agency contact.
 *
 * Operations open to visitors are public (no token). Those that also serve logged-in users (the
 * simulation, its result, the solution detail…) send the token when there is one: the server then
 * keeps the simulation for that user; an expired token is answered 401 (the app forgets the user
 * and retries once, as a visitor).
 */
import { FLOOR_FORM } from './operations';
import type { ApiBody, ApiClient } from './http';
import type {
  AgencyContactRequest,
  CarbonFootprintDatas,
  CarbonRecap,
  CarbonSimulatorLinkDatas,
  ContinuityBody,
  ContinuityDatas,
  EntrevousDatas,
  FloorConfigurationValues,
  FloorFormDatas,
  FloorSimulationResult,
  FloorSimulatorErrorBody,
  FloorValidationRequest,
  SavedSolutionDatas,
  SolutionDetailDatas,
} from './floorTypes';

/** A downloaded file: `file` (a Blob in the browser) and its name from Content-Disposition. */
export interface FileBody extends ApiBody {
  file?: unknown;
  fileName?: string;
}

/** A solution is named by its id or its slug. */
export type SolutionKey = number | string;

function solutionPath(solution: SolutionKey, suffix = ''): string {
  return `/api/solution/${encodeURIComponent(String(solution))}/${suffix}`;
}

// ---- Form -------------------------------------------------------------------------------------

/** GET /api/configurator/: `datas.status` ('200') and `datas.formArray` (steps 1 and 2). */
export function getFloorConfigurator(client: ApiClient) {
  return client.request<FloorFormDatas>({ method: 'GET', url: FLOOR_FORM.path, public: true });
}

/**
 * POST /api/configurator/: checks the answers (project-defined `step: 1` for step 1 only); an
 * `error` object (field to message) means refused.
 */
export function validateFloorConfiguration(client: ApiClient, values: FloorValidationRequest) {
  return client.request<{ valid: boolean }>({
    method: 'POST',
    url: FLOOR_FORM.path,
    data: values,
    public: true,
  });
}

/** GET /api/validation/continuity/{a},{b}/: width and length of the continuity, both in cm. */
export function validateContinuity(
  client: ApiClient,
  width: number | string,
  length: number | string,
) {
  return client.request<ContinuityDatas, ContinuityBody>({
    method: 'GET',
    url: `/api/validation/continuity/${encodeURIComponent(String(width))},${encodeURIComponent(String(length))}/`,
    public: true,
  });
}

/**
 * POST /api/configurator/entrevous/?as-field=1: the joist-infill options for the answers given,
 * as a field definition (`datas.field`); without as-field, the options with their availability.
 */
export function getEntrevousOptions(
  client: ApiClient,
  datas: FloorConfigurationValues,
  asField = true,
) {
  return client.request<EntrevousDatas>({
    method: 'POST',
    url: '/api/configurator/entrevous/',
    ...(asField ? { params: { 'as-field': 1 } } : {}),
    data: { datas },
    public: true,
  });
}

// ---- Simulation -------------------------------------------------------------------------------

/**
 * POST /api/simulator/: the flattened answers (booleans as booleans) give the solutions, the
 * simulation's id and the agency. A refusal carries `error` (field to message) and `data`.
 */
export function submitFloorSimulation(client: ApiClient, values: FloorConfigurationValues) {
  return client.request<FloorSimulationResult, FloorSimulatorErrorBody>({
    method: 'POST',
    url: '/api/simulator/',
    data: values,
  });
}

/** Project-defined GET /api/simulation/{id}/result/: the result of a saved simulation (history={id}). */
export function getFloorSimulationResult(client: ApiClient, id: number | string) {
  return client.request<FloorSimulationResult>({
    method: 'GET',
    url: `/api/simulation/${encodeURIComponent(String(id))}/result/`,
  });
}

/** Project-defined GET /api/simulation/{id}/form/: the form prefilled with a simulation's answers. */
export function getFloorSimulationForm(client: ApiClient, id: number | string) {
  return client.request<FloorFormDatas>({
    method: 'GET',
    url: `/api/simulation/${encodeURIComponent(String(id))}/form/`,
  });
}

/** POST /api/agency/contact/: e-mails the agency; reads `message`, an `error` field means refused. */
export function contactAgency(client: ApiClient, body: AgencyContactRequest) {
  return client.request({ method: 'POST', url: '/api/agency/contact/', data: body });
}

// ---- Solutions --------------------------------------------------------------------------------

/**
 * POST /api/solution/{slug}/: saves the solution in the user's space (login required); the
 * project-defined `simulation` parameter names the configuration it comes from.
 */
export function saveSolution(client: ApiClient, slug: string, simulation?: number | null) {
  return client.request<SavedSolutionDatas>({
    method: 'POST',
    url: solutionPath(slug),
    ...(simulation ? { params: { simulation } } : {}),
  });
}

/** GET /api/solution/{id}/: the detail of a solution (by id or slug), for a simulation if given. */
export function getSolution(client: ApiClient, solution: SolutionKey, simulation?: number | null) {
  return client.request<SolutionDetailDatas>({
    method: 'GET',
    url: solutionPath(solution),
    ...(simulation ? { params: { simulation } } : {}),
  });
}

/** GET /api/solution/{id}/download-files/: a zip of the solution's downloadable documents. */
export function downloadSolutionFiles(client: ApiClient, solution: SolutionKey) {
  return client.request<unknown, FileBody>({
    method: 'GET',
    url: solutionPath(solution, 'download-files/'),
    responseType: 'blob',
    public: true,
  });
}

/** GET /api/solution/{id}/download-recap/: the PDF recap of the solution for a simulation (login required). */
export function downloadSolutionRecap(
  client: ApiClient,
  solution: SolutionKey,
  simulation?: number | null,
) {
  return client.request<unknown, FileBody>({
    method: 'GET',
    url: solutionPath(solution, 'download-recap/'),
    ...(simulation ? { params: { simulation } } : {}),
    responseType: 'blob',
  });
}

/** GET /api/solution/{id}/carbon-footprint/: the carbon data, for one concrete when given. */
export function getSolutionCarbonFootprint(
  client: ApiClient,
  solution: SolutionKey,
  query: { simulation?: number | null; concrete?: string | null } = {},
) {
  const params: Record<string, string | number> = {};
  if (query.simulation) params.simulation = query.simulation;
  if (query.concrete) params.concrete = query.concrete;
  return client.request<CarbonFootprintDatas>({
    method: 'GET',
    url: solutionPath(solution, 'carbon-footprint/'),
    params,
  });
}

/** Project-defined POST /api/solution/{id}/carbon-recap/: the carbon PDF of a carbonRecap (login required). */
export function downloadCarbonRecap(
  client: ApiClient,
  solution: SolutionKey,
  carbonRecap: CarbonRecap,
) {
  return client.request<unknown, FileBody>({
    method: 'POST',
    url: solutionPath(solution, 'carbon-recap/'),
    data: { carbonRecap },
    responseType: 'blob',
  });
}

/**
 * The GET to a solution's `switchToCarbonSimulatorUrl` (project-defined
 * GET /api/solution/{id}/carbon-simulator-link/): `datas.url`, the carbon simulator's page for
 * this host, to open in a new tab.
 */
export function getCarbonSimulatorLink(client: ApiClient, switchToCarbonSimulatorUrl: string) {
  return client.request<CarbonSimulatorLinkDatas>({
    method: 'GET',
    url: switchToCarbonSimulatorUrl,
  });
}
