/**
 * Malformed requests get a clear answer from the handlers, whichever server runs them (here the MSW
 * server of Jest, through the app's API client): 413 for a body over 1 MB, 404 with the operation's
 * not-found message for a path parameter that is too long or malformed.
 */
import { accountLoginCheck } from '@/api/auth';
import { checkEmailAvailable } from '@/api/account';
import { getCarbonCluster, saveCarbonCluster } from '@/api/carbon';
import { getFloorSimulationResult, getSolution, validateContinuity } from '@/api/floor';
import { deleteFloorSimulation } from '@/api/history';
import { CARBON_MESSAGES } from './carbon/messages';
import { FLOOR_HANDLER_MESSAGES } from './floor/access';
import { MESSAGES } from './messages';
import { isValidParam, MAX_REQUEST_BODY_BYTES } from './requestLimits';
import { CLAIRE, clientWith, loginAs } from './testSupport';

const anonymous = clientWith();
const LONG = '9'.repeat(10_000);

describe('a body over 1 MB', () => {
  it('gets 413 with a JSON message, and the operation does not run', async () => {
    const { status, body } = await accountLoginCheck(anonymous, {
      username: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1),
      password: 'secret',
      rememberMe: false,
    });
    expect(status).toBe(413);
    expect(body).toEqual({
      success: false,
      message: 'Requête trop volumineuse (1 Mo au maximum).',
    });
  });

  it('a body just under the limit is read as usual (unknown user: 401)', async () => {
    const { status } = await accountLoginCheck(anonymous, {
      username: `${'x'.repeat(MAX_REQUEST_BODY_BYTES - 200)}@example.fr`,
      password: 'secret',
      rememberMe: false,
    });
    expect(status).toBe(401);
  });
});

describe('a path parameter too long or malformed for its operation', () => {
  it('gets 404 with the operation’s not-found message, as a missing item would', async () => {
    const cases = [
      getCarbonCluster(anonymous, LONG),
      getCarbonCluster(anonymous, '12abc'),
      getCarbonCluster(anonymous, '-3'),
      getCarbonCluster(anonymous, '0'),
      getCarbonCluster(anonymous, '1e3'),
      getCarbonCluster(anonymous, '99999999999999999999'),
    ];
    for (const { status, body } of await Promise.all(cases)) {
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: CARBON_MESSAGES.clusterNotFound });
    }
  });

  it('over 8 kB, a URL still gets its operation’s 404 (not a 500)', async () => {
    expect((await getFloorSimulationResult(anonymous, LONG)).body).toEqual({
      success: false,
      message: FLOOR_HANDLER_MESSAGES.simulationNotFound,
    });
    expect((await getSolution(anonymous, 'a'.repeat(10_000))).status).toBe(404);
    const continuity = await validateContinuity(anonymous, LONG, 1);
    expect(continuity.status).toBe(404);
    expect(continuity.body).toEqual({ success: false, message: MESSAGES.notFound });
    const email = await checkEmailAvailable(anonymous, `${'a'.repeat(10_000)}@example.fr`);
    expect(email.status).toBe(404);
  });

  it('answers 404 before asking for a login, as a route that does not match', async () => {
    const { client } = await loginAs(CLAIRE);
    expect((await saveCarbonCluster(client, 'abc')).status).toBe(404);
    expect((await saveCarbonCluster(anonymous, 'abc')).status).toBe(404);
    expect((await saveCarbonCluster(anonymous, 3013)).status).toBe(401);
    const deleted = await deleteFloorSimulation(client, 'x'.repeat(300) as unknown as number);
    expect(deleted).toMatchObject({ status: 404, body: { message: MESSAGES.simulationNotFound } });
  });

  it('a slug where a solution takes one is still read', async () => {
    expect(isValidParam('idOrSlug', 'plancher-poutrelles-entrevous-pse')).toBe(true);
    expect(isValidParam('idOrSlug', 'a'.repeat(101))).toBe(false);
    expect(isValidParam('idOrSlug', 'a/b')).toBe(false);
    expect(isValidParam('id', '42')).toBe(true);
    expect(isValidParam('id', String(Number.MAX_SAFE_INTEGER + 10))).toBe(false);
    expect(isValidParam('text', encodeURIComponent('é'.repeat(255)))).toBe(true);
    expect(isValidParam('text', 'a'.repeat(256))).toBe(false);
  });
});
