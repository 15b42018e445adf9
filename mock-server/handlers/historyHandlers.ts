/**
 * Personal-space histories of the floor and carbon sites, and sharing a saved solution
 * (spec 000 §7). Each item belongs to its user: another user's id answers 404, as a missing one.
 */
import {
  CARBON_FILTERS,
  CARBON_ORDERS,
  deleteCarbonCluster,
  deleteCarbonSimulation,
  deleteFloorSimulation,
  deleteFloorSolution,
  EMAIL_SUBJECTS,
  findFloorSolution,
  FLOOR_FILTERS,
  floorHistoryItemJson,
  floorHistoryRecords,
  isValidEmail,
  listCarbonClusters,
  sendEmail,
} from '../db/mockDb';
import { readRecipients, readTexts, senderRules } from './fields';
import { MESSAGES } from './messages';
import {
  authenticatedUser,
  bearerOf,
  fieldErrors,
  jsonBody,
  jsonOfParts,
  notFound,
  ok,
  queryOf,
  textOf,
  withUser,
} from './respond';
import { route } from './route';

export const MAX_SHARE_RECIPIENTS = 3;

/** The recipients of a share: `emails`, or the form's email1 to email3; blanks are dropped. */
function shareErrors(body: Record<string, unknown>, recipients: string[]): Record<string, string> {
  const { errors } = readTexts(body, senderRules(false));
  if (recipients.length === 0) errors.emails = MESSAGES.shareNoRecipient;
  else if (recipients.length > MAX_SHARE_RECIPIENTS)
    errors.emails = MESSAGES.shareTooManyRecipients;
  else if (!recipients.every(isValidEmail)) errors.emails = MESSAGES.invalidEmail;
  return errors;
}

const FLOOR_FILTERS_JSON = JSON.stringify(FLOOR_FILTERS);

/** `{ success, datas: { data, total, filters } }` of the floor lists, from each item's kept JSON. */
function floorList(records: Parameters<typeof floorHistoryItemJson>[0][]) {
  return jsonOfParts(
    '{"success":true,"datas":{"data":[',
    records.map(floorHistoryItemJson),
    `],"total":${records.length},"filters":${FLOOR_FILTERS_JSON}}}`,
  );
}

export const historyHandlers = [
  route(
    'GET',
    '/api/simulations/',
    withUser(({ request, user }) => floorList(floorHistoryRecords(user.id, queryOf(request)))),
  ),

  route(
    'GET',
    '/api/solutions/',
    withUser(({ request, user }) =>
      floorList(floorHistoryRecords(user.id, queryOf(request), true)),
    ),
  ),

  route(
    'GET',
    '/api/clusters/',
    withUser(({ request, user }) =>
      ok({
        datas: {
          ...listCarbonClusters(user.id, queryOf(request)),
          filters: CARBON_FILTERS,
          orders: CARBON_ORDERS,
        },
      }),
    ),
  ),

  route(
    'DELETE',
    '/api/simulation/{id}/',
    withUser(({ params, user }) =>
      deleteFloorSimulation(user.id, params.id)
        ? ok({ message: MESSAGES.simulationDeleted })
        : notFound(MESSAGES.simulationNotFound),
    ),
    { notFound: MESSAGES.simulationNotFound },
  ),

  route(
    'DELETE',
    '/api/solution/{id}/',
    withUser(({ params, user }) =>
      deleteFloorSolution(user.id, params.id)
        ? ok({ message: MESSAGES.solutionDeleted })
        : notFound(MESSAGES.solutionNotFound),
    ),
    { notFound: MESSAGES.solutionNotFound },
  ),

  route(
    'DELETE',
    '/api/clusters/simulations/{id}/',
    // A visitor (no token) may delete from a cluster without owner, as they may read and extend it.
    ({ params, request }) => {
      const user = bearerOf(request) === null ? null : authenticatedUser(request);
      if (user instanceof Response) return user;
      const deleted = deleteCarbonSimulation(user?.id ?? null, params.id);
      return deleted
        ? ok({ message: MESSAGES.simulationDeleted, datas: deleted })
        : notFound(MESSAGES.simulationNotFound);
    },
    { notFound: MESSAGES.simulationNotFound },
  ),

  route(
    'DELETE',
    '/api/clusters/{id}/',
    withUser(({ params, user }) =>
      deleteCarbonCluster(user.id, params.id)
        ? ok({ message: MESSAGES.clusterDeleted })
        : notFound(MESSAGES.clusterNotFound),
    ),
    { notFound: MESSAGES.clusterNotFound },
  ),

  /** E-mails the solution's link to 1 to 3 recipients. */
  route(
    'POST',
    '/api/solution/{id}/share/',
    withUser(async ({ params, request, user }) => {
      const solution = findFloorSolution(user.id, params.id);
      if (!solution) return notFound(MESSAGES.solutionNotFound);
      const body = await jsonBody(request);
      const { recipients, error } = readRecipients(body);
      const errors = shareErrors(body, recipients);
      if (error) errors.emails = error;
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      const sender = [textOf(body.firstname), textOf(body.lastname)]
        .map((name) => name.trim())
        .filter(Boolean)
        .join(' ');
      for (const to of recipients)
        sendEmail({
          to,
          subject: sender
            ? `${sender} vous a partagé une solution de plancher`
            : EMAIL_SUBJECTS.sharedSolution,
          link: `/configurer-un-plancher/?historySolution=${encodeURIComponent(solution.slug)}`,
        });
      return ok({ message: MESSAGES.solutionShared });
    }),
    { notFound: MESSAGES.solutionNotFound },
  ),
];
