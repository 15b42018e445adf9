/**
 * Floor solutions (spec 002 §2.3, §6, §7): the detail, saving in the personal space, the documents'
 * zip, the PDF recap, the carbon data and PDF, the link to the carbon simulator.
 */
import type { CarbonRecap } from '../../../src/api/floorTypes';
import { CARBON_HOSTS, FLOOR_HOSTS, isDevelopmentHost } from '../../../src/config/sites';
import {
  agencyFor,
  carbonRecapFileName,
  carbonRecapOf,
  carbonRecapPdf,
  claimSimulation,
  CONCRETES,
  FAMILY_LABELS,
  filesZip,
  filesZipName,
  findCatalogueEntry,
  findPosition,
  recapFileName,
  recapPdf,
  solutionDetail,
  verdictFor,
  type CatalogueEntry,
} from '../../db/floor';
import { addFloorSolutionRecord, findSavedFloorSolution } from '../../db/mockDb';
import { pdfResponse, zipResponse } from '../../files/fileResponse';
import { fieldErrors, jsonBody, notFound, ok, queryOf, withUser } from '../respond';
import { route } from '../route';
import { FLOOR_HANDLER_MESSAGES as TEXT, simulationParam, withOptionalUser } from './access';

type SolutionParams = { id: string };

function entryOr404(key: unknown): CatalogueEntry | Response {
  return findCatalogueEntry(key) ?? notFound(TEXT.solutionNotFound);
}

// ---- Carbon recap payload -----------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The carbonRecap of a body, when complete: solution, unit, footprints with concrete and total. */
function carbonRecapOfBody(body: Record<string, unknown>): CarbonRecap | undefined {
  const recap = body.carbonRecap;
  if (!isRecord(recap) || !isRecord(recap.solution)) return undefined;
  const footprints = recap.carbonFootprints;
  if (!Array.isArray(footprints) || footprints.length === 0) return undefined;
  const complete = footprints.every(
    (item) =>
      isRecord(item) &&
      isRecord(item.concrete) &&
      typeof item.concrete.name === 'string' &&
      typeof item.total === 'number' &&
      item.total >= 0 &&
      item.total < 10_000 &&
      (item.details === undefined || Array.isArray(item.details)),
  );
  if (!complete || typeof recap.solution.libelle !== 'string') return undefined;
  return {
    solution: recap.solution as CarbonRecap['solution'],
    simulation: isRecord(recap.simulation) ? (recap.simulation as CarbonRecap['simulation']) : null,
    unit: typeof recap.unit === 'string' ? recap.unit : 'kg eq CO₂/m²',
    carbonFootprints: footprints as CarbonRecap['carbonFootprints'],
    steelMasses: Array.isArray(recap.steelMasses)
      ? recap.steelMasses.filter((line): line is string => typeof line === 'string')
      : [],
  };
}

// ---- Carbon simulator link ----------------------------------------------------------------------

const CARBON_PAGE = '/simuler-mon-empreinte-carbone/';

function urlOf(candidate: string | null | undefined): URL | undefined {
  try {
    return candidate ? new URL(candidate) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's host: the `host` parameter, else the request's Origin or Referer, else (in the
 * browser worker, where the API is the page's own origin on a developer machine) the request's.
 */
function pageOrigin(request: Request, host: string | undefined): URL | undefined {
  const own = urlOf(request.url);
  return (
    urlOf(host ? `https://${host}` : undefined) ??
    urlOf(request.headers.get('origin')) ??
    urlOf(request.headers.get('referer')) ??
    urlOf(request.referrer && request.referrer !== 'about:client' ? request.referrer : undefined) ??
    (own && isDevelopmentHost(own.hostname) ? own : undefined)
  );
}

/**
 * The carbon simulator's origin for the page's host: the development host on a developer machine
 * (same port), the acceptance site for an acceptance host, production otherwise.
 */
export function carbonSimulatorOrigin(page: URL | undefined): string {
  const host = page?.hostname.toLowerCase() ?? '';
  if (host && isDevelopmentHost(host))
    return `http://${CARBON_HOSTS[0]}${page?.port ? `:${page.port}` : ''}`;
  if (host.includes('recette')) return 'https://recette-carbone.rupteo.fr';
  if (host.endsWith('.rupteo.fr') && FLOOR_HOSTS.includes(host)) return 'https://carbone.rupteo.fr';
  return 'https://www.simulateur-carbone.fr';
}

// ---- Handlers -----------------------------------------------------------------------------------

export const solutionHandlers = [
  /** Saves a solution in the user's space; a visitor's simulation named becomes theirs. */
  route<{ slug: string }>(
    'POST',
    '/api/solution/{slug}/',
    withUser(({ params, request, user }) => {
      const entry = entryOr404(params.slug);
      if (entry instanceof Response) return entry;
      const simulation = simulationParam(queryOf(request).simulation, user);
      if (simulation instanceof Response) return simulation;
      if (simulation) claimSimulation(simulation, user.id);
      const simulationId = simulation?.id ?? null;
      const existing = findSavedFloorSolution(user.id, entry.slug, simulationId);
      if (existing)
        return ok({
          message: TEXT.alreadySaved,
          datas: {
            id: existing.id,
            slug: entry.slug,
            simulation: simulationId,
            alreadySaved: true,
          },
        });
      const answers = simulation?.answers;
      const position = findPosition(answers?.floorPosition);
      const floor = position?.floor ?? '';
      const family = FAMILY_LABELS[entry.family];
      const saved = addFloorSolutionRecord({
        userId: user.id,
        slug: entry.slug,
        simulationId,
        title: answers?.configurationName || entry.libelle,
        name: entry.libelle,
        libelle: floor ? `${family} – ${floor}` : family,
        zip: answers?.zipCode ?? '',
        floor,
        floorLevel: position?.floorLevel ?? answers?.floorLevel ?? '',
        floorType: family,
        projectCode: answers?.projectCode ?? '',
      });
      return ok({
        message: TEXT.solutionSaved,
        datas: { id: saved.id, slug: entry.slug, simulation: simulationId, alreadySaved: false },
      });
    }),
    { notFound: TEXT.solutionNotFound },
  ),

  route<SolutionParams>(
    'GET',
    '/api/solution/{id}/',
    withOptionalUser(({ params, request, user }) => {
      const entry = entryOr404(params.id);
      if (entry instanceof Response) return entry;
      const simulation = simulationParam(queryOf(request).simulation, user);
      if (simulation instanceof Response) return simulation;
      return ok({ datas: solutionDetail(entry, simulation) });
    }),
    { params: { id: 'idOrSlug' }, notFound: TEXT.solutionNotFound },
  ),

  route<SolutionParams>(
    'GET',
    '/api/solution/{id}/download-files/',
    async ({ params }) => {
      const entry = entryOr404(params.id);
      if (entry instanceof Response) return entry;
      if (!entry.documents.some((document) => document.file))
        return notFound(TEXT.noDownloadableDocument);
      return zipResponse(await filesZip(entry), filesZipName(entry));
    },
    { params: { id: 'idOrSlug' }, notFound: TEXT.solutionNotFound },
  ),

  route<SolutionParams>(
    'GET',
    '/api/solution/{id}/download-recap/',
    withUser(async ({ params, request, user }) => {
      const entry = entryOr404(params.id);
      if (entry instanceof Response) return entry;
      const simulation = simulationParam(queryOf(request).simulation, user);
      if (simulation instanceof Response) return simulation;
      const agency = agencyFor(simulation?.answers.zipCode ?? user.postalCode);
      const bytes = await recapPdf(
        entry,
        simulation,
        agency,
        carbonRecapOf(entry, simulation),
        verdictFor(entry, simulation),
      );
      return pdfResponse(bytes, recapFileName(entry, simulation));
    }),
    { params: { id: 'idOrSlug' }, notFound: TEXT.solutionNotFound },
  ),

  route<SolutionParams>(
    'GET',
    '/api/solution/{id}/carbon-footprint/',
    withOptionalUser(({ params, request, user }) => {
      const entry = entryOr404(params.id);
      if (entry instanceof Response) return entry;
      const query = queryOf(request);
      const simulation = simulationParam(query.simulation, user);
      if (simulation instanceof Response) return simulation;
      const concrete = query.concrete
        ? CONCRETES.find((item) => item.slug === query.concrete || item.name === query.concrete)
        : undefined;
      if (query.concrete && !concrete) return fieldErrors({ concrete: TEXT.unknownConcrete });
      const carbonRecap = carbonRecapOf(entry, simulation);
      return ok({
        datas: {
          concrete: concrete ? { slug: concrete.slug, name: concrete.name } : null,
          carbonFootprints: carbonRecap.carbonFootprints.filter(
            (item) => !concrete || item.concrete.slug === concrete.slug,
          ),
          steelMasses: carbonRecap.steelMasses,
          carbonRecap,
        },
      });
    }),
    { params: { id: 'idOrSlug' }, notFound: TEXT.solutionNotFound },
  ),

  /** Project-defined: the carbon PDF of the carbonRecap the detail gave (login required). */
  route<SolutionParams>(
    'POST',
    '/api/solution/{id}/carbon-recap/',
    withUser(async ({ params, request }) => {
      const entry = entryOr404(params.id);
      if (entry instanceof Response) return entry;
      const recap = carbonRecapOfBody(await jsonBody(request));
      if (!recap) return fieldErrors({ carbonRecap: TEXT.carbonRecapIncomplete });
      if (recap.solution.slug !== entry.slug && recap.solution.id !== entry.id)
        return fieldErrors({ carbonRecap: TEXT.carbonRecapMismatch });
      return pdfResponse(await carbonRecapPdf(recap), carbonRecapFileName(entry.slug));
    }),
    { params: { id: 'idOrSlug' }, notFound: TEXT.solutionNotFound },
  ),

  /** Project-defined: the carbon simulator's page for the caller's host, prefilled from the simulation. */
  route<SolutionParams>(
    'GET',
    '/api/solution/{id}/carbon-simulator-link/',
    withOptionalUser(({ params, request, user }) => {
      const entry = entryOr404(params.id);
      if (entry instanceof Response) return entry;
      const query = queryOf(request);
      const simulation = simulationParam(query.simulation, user);
      if (simulation instanceof Response) return simulation;
      const origin = carbonSimulatorOrigin(pageOrigin(request, query.host));
      const search = simulation ? `?simulation-plancher=${simulation.id}` : '';
      return ok({ datas: { url: `${origin}${CARBON_PAGE}${search}` } });
    }),
    { params: { id: 'idOrSlug' }, notFound: TEXT.solutionNotFound },
  ),
];
