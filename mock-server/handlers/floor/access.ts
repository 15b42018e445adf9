/**
 * Who calls a floor operation, and the French messages of the floor handlers.
 *
 * Most floor operations serve visitors and logged-in users alike: without a token the caller is a
 * visitor; with a valid token, the user; with an unknown or expired token, the answer is 401 (the
 * app then forgets the user and retries once, as a visitor).
 */
import type { HttpResponseResolver, PathParams } from 'msw';
import { SOLUTION_SAVED_MESSAGE } from '../../../src/domain/messages';
import type { Account } from '../../db/mockDb';
import { visibleSimulation, type StoredSimulation } from '../../db/floor';
import { MESSAGES } from '../messages';
import { authenticatedUser, bearerOf, notFound } from '../respond';

type ResolverInfo<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0];

export function withOptionalUser<Params extends PathParams = PathParams>(
  resolver: (info: ResolverInfo<Params> & { user: Account | null }) => Response | Promise<Response>,
): HttpResponseResolver<Params> {
  return (info) => {
    if (!bearerOf(info.request)) return resolver({ ...info, user: null });
    const user = authenticatedUser(info.request);
    return user instanceof Response ? user : resolver({ ...info, user });
  };
}

/**
 * The simulation named by a parameter, as the caller may see it: undefined when the parameter is
 * absent, the 404 answer when it names no simulation the caller may see.
 */
export function simulationParam(
  value: string | null | undefined,
  user: Account | null,
): StoredSimulation | undefined | Response {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  return visibleSimulation(value, user?.id ?? null) ?? notFound(MESSAGES.simulationNotFound);
}

export const FLOOR_HANDLER_MESSAGES = {
  simulationNotFound: MESSAGES.simulationNotFound,
  solutionNotFound: MESSAGES.solutionNotFound,
  configurationValid: 'Votre configuration est valide.',
  continuityValid: (span: string) => `Continuité valide : deux travées de ${span}.`,
  solutionSaved: SOLUTION_SAVED_MESSAGE,
  alreadySaved: 'Cette solution est déjà sauvegardée dans votre espace personnel.',
  contactSent: (agency: string) =>
    `Votre demande a bien été envoyée. ${agency} vous recontactera rapidement.`,
  invalidPhone: 'Numéro de téléphone invalide.',
  unknownConcrete: 'Ce béton n’est pas proposé.',
  carbonRecapIncomplete: 'Les données de l’empreinte carbone sont incomplètes.',
  carbonRecapMismatch: 'Ces données ne correspondent pas à cette solution.',
  documentNotFound: 'Document introuvable.',
  noDownloadableDocument: 'Aucun document téléchargeable pour cette solution.',
} as const;
