import { accountLoginCheck, getAccountUser, loginCheck, verifyUserToken } from '@/api/auth';
import { createDevice, verifyDevice } from '@/api/device';
import { samlLoginUrl, SSO_HANDOVER_PATH } from '@/api/sso';
import { db, expireToken, issueToken, SEED_PASSWORD, tokenOwner } from '../db/mockDb';
import { MESSAGES } from './messages';
import { EXPIRED_TOKEN_MESSAGE } from './respond';
import { CLAIRE, clientWith, ELODIE, JULIEN, loginAs, MANON, MARC, SOPHIE } from './testSupport';

const anonymous = clientWith();

describe('POST /api/login-check', () => {
  it('answers the general site and the floor and carbon sites in one body', async () => {
    const { status, body } = await accountLoginCheck(anonymous, {
      username: CLAIRE,
      password: SEED_PASSWORD,
      rememberMe: true,
    });
    expect(status).toBe(200);
    expect(body.user).toEqual({
      id: 1,
      email: CLAIRE,
      firstname: 'Claire',
      lastname: 'Martin',
      company: 'Maçonnerie Martin',
    });
    expect(body.datas).toEqual({
      user: { ...body.user, token: body.token, updated_password: true },
    });
    expect(tokenOwner(body.token)).toEqual({ kind: 'user', userId: 1 });
    // The refresh token is the user's, kept for the session, but authenticates nothing.
    expect(db.tokens.get(body.refreshToken!)).toMatchObject({
      owner: { kind: 'user', userId: 1 },
      use: 'refresh',
    });
    expect(tokenOwner(body.refreshToken)).toBeUndefined();
  });

  it('only the access token authenticates: the refresh token as Bearer gets the 401', async () => {
    const { body } = await accountLoginCheck(anonymous, {
      username: CLAIRE,
      password: SEED_PASSWORD,
      rememberMe: false,
    });
    expect((await getAccountUser(clientWith(body.token))).status).toBe(200);
    const refreshed = await getAccountUser(clientWith(body.refreshToken));
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.message).toBe(EXPIRED_TOKEN_MESSAGE);
  });

  it('expired tokens are purged as new ones are issued', async () => {
    const stale = issueToken({ kind: 'user', userId: 1 }, 1000);
    const now = db.now;
    try {
      const later = now() + 2000;
      db.now = () => later;
      await loginCheck(anonymous, { username: CLAIRE, password: SEED_PASSWORD });
      expect(db.tokens.has(stale)).toBe(false);
    } finally {
      db.now = now;
    }
  });

  it('ignores the case of the e-mail and tells updated_password of user 3', async () => {
    const { body } = await loginCheck(anonymous, {
      username: SOPHIE.toUpperCase(),
      password: SEED_PASSWORD,
    });
    expect(body.datas?.user).toMatchObject({ id: 3, updated_password: false });
  });

  it('refuses a wrong password and an unknown e-mail with 401', async () => {
    for (const credentials of [
      { username: CLAIRE, password: 'Rupteo2024?' },
      { username: 'personne@exemple.fr', password: SEED_PASSWORD },
      { username: '', password: '' },
    ]) {
      const { status, body } = await loginCheck(anonymous, credentials);
      expect(status).toBe(401);
      expect(body).toEqual({
        success: false,
        message: MESSAGES.wrongCredentials,
        error: MESSAGES.wrongCredentials,
      });
    }
  });

  it('refuses an account not activated yet, after checking its password', async () => {
    const wrong = await loginCheck(anonymous, { username: MANON, password: 'x' });
    expect(wrong.body.message).toBe(MESSAGES.wrongCredentials);
    const right = await loginCheck(anonymous, { username: MANON, password: SEED_PASSWORD });
    expect(right.status).toBe(401);
    expect(right.body.message).toBe(MESSAGES.notActivated);
  });

  it('sends partner accounts to single sign-on with 403, whatever the password', async () => {
    for (const username of [MARC, ELODIE, 'inconnu@batiprime.fr']) {
      const { status, body } = await loginCheck(anonymous, { username, password: SEED_PASSWORD });
      expect(status).toBe(403);
      expect(body).toEqual({
        success: false,
        message: 'Les comptes Batiprime se connectent par l’authentification unique.',
        error: 'Les comptes Batiprime se connectent par l’authentification unique.',
      });
    }
  });
});

describe('tokens', () => {
  it('answers 401 for a missing, unknown or expired user token', async () => {
    const { token } = await loginAs(CLAIRE);
    expect((await getAccountUser(clientWith(token))).status).toBe(200);
    expireToken(token);
    for (const client of [clientWith(token), clientWith('usr.unknown'), anonymous]) {
      const { status, body } = await verifyUserToken(client);
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, message: EXPIRED_TOKEN_MESSAGE });
    }
  });

  it('lets a token expire with the clock of the store', async () => {
    const { token, client } = await loginAs(JULIEN);
    const start = db.now();
    db.now = () => start + 60 * 60 * 1000 + 1;
    expect(tokenOwner(token)).toBeUndefined();
    expect((await getAccountUser(client)).status).toBe(401);
  });

  it('takes a device token on device/verify only', async () => {
    const { body } = await createDevice(anonymous, {
      uuid: 'b8f4c6e0-1111-4222-8333-944455556666',
      browser: 'Firefox',
      browserVersion: '133.0',
      os: 'Linux',
    });
    const device = body.datas!.device;
    expect(device.token).toMatch(/^dev\./);
    expect((await verifyDevice(clientWith(device.token))).status).toBe(200);
    expect((await verifyUserToken(clientWith(device.token))).status).toBe(401);
    expect((await verifyDevice(clientWith(issueToken({ kind: 'user', userId: 1 })))).status).toBe(
      401,
    );
  });

  it('refuses a device without uuid', async () => {
    const { status } = await createDevice(anonymous, {
      uuid: '',
      browser: 'Chrome',
      browserVersion: '1',
      os: 'Linux',
    });
    expect(status).toBe(400);
  });
});

describe('GET /api/saml-login', () => {
  async function locationOf(url: string): Promise<URL> {
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') ?? '', 'http://localhost');
  }

  it('signs in the partner account and hands over its tokens with the destination', async () => {
    const location = await locationOf(samlLoginUrl('http://localhost'));
    expect(location.pathname).toBe(SSO_HANDOVER_PATH);
    expect(location.searchParams.get('destination')).toBe('/');
    expect(tokenOwner(location.searchParams.get('token'))).toEqual({ kind: 'user', userId: 11 });
    expect(db.tokens.get(location.searchParams.get('refreshToken')!)).toMatchObject({
      owner: { kind: 'user', userId: 11 },
      use: 'refresh',
    });
  });

  it('builds the destination from the floor simulation or the carbon cluster', async () => {
    const floor = await locationOf(samlLoginUrl('http://localhost', { floorSimulationId: 101 }));
    expect(floor.searchParams.get('destination')).toBe('/configurer-un-plancher/?simulationId=101');
    const carbon = await locationOf(samlLoginUrl('http://localhost', { carbonClusterId: 302 }));
    expect(carbon.searchParams.get('destination')).toBe(
      '/simuler-mon-empreinte-carbone/?cluster=302',
    );
  });

  it('signs in the partner account named by login_hint', async () => {
    const location = await locationOf(samlLoginUrl('http://localhost', { loginHint: ELODIE }));
    expect(tokenOwner(location.searchParams.get('token'))).toEqual({ kind: 'user', userId: 12 });
  });

  it('hands over an error code for a hint it cannot sign in', async () => {
    const other = await locationOf(samlLoginUrl('http://localhost', { loginHint: CLAIRE }));
    expect(other.pathname).toBe(SSO_HANDOVER_PATH);
    expect(other.searchParams.get('error')).toBe('not_partner');
    expect(other.searchParams.get('token')).toBeNull();
    const unknown = await locationOf(
      samlLoginUrl('http://localhost', { loginHint: 'personne@batiprime.fr' }),
    );
    expect(unknown.searchParams.get('error')).toBe('unknown_account');
  });

  it('passes the state it is given back unchanged, with the tokens or with the error', async () => {
    const state = '0123456789abcdef0123456789abcdef';
    const signedIn = await locationOf(samlLoginUrl('http://localhost', { state }));
    expect(signedIn.searchParams.get('state')).toBe(state);
    expect(signedIn.searchParams.get('token')).toBeTruthy();
    const refused = await locationOf(
      samlLoginUrl('http://localhost', { loginHint: CLAIRE, state }),
    );
    expect(Object.fromEntries(refused.searchParams)).toEqual({ error: 'not_partner', state });
    const none = await locationOf(samlLoginUrl('http://localhost'));
    expect(none.searchParams.has('state')).toBe(false);
  });
});
