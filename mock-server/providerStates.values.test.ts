import { createHmac } from 'node:crypto';
import { getAccountUser } from '@/api/auth';
import { enableAccount, getPasswordCriteria } from '@/api/account';
import { db, setSigningSecret } from './db/mockDb';
import { setStateTokens } from './states/stateSupport';
import { changeState } from './control';
import { clientWith } from './handlers/testSupport';
import { PACT_LINK_EXPIRES, signedLinkFor, type StateValues } from './providerStates';
import { given, resetStatesAfterEachTest } from './providerStatesTestSetup';

resetStatesAfterEachTest();

describe('parameters and values', () => {
  test('a state of the catalogue refuses a parameter naming what the catalogue lacks', async () => {
    await expect(given('a rupteur with this id', { id: 999 })).rejects.toThrow(/no rupteur 999/);
    await expect(given('a floor solution in the catalogue', { slug: 'nope' })).rejects.toThrow();
    await expect(
      given('no picture has this name', { name: 'rupteur-thermopredalle-tpr' }),
    ).rejects.toThrow();
  });

  test('a missing parameter is refused', async () => {
    await expect(given('no account has this e-mail', {})).rejects.toThrow(/'email'/);
  });

  test('the states answer the tokens and the parts of the links', async () => {
    expect(await given('a user with a valid token')).toEqual({ token: 'usr.pact-valid' });
    expect(await given('a registered device')).toEqual({ deviceToken: 'dev.pact-device' });
    expect(await given('a password-reset token')).toEqual({ resetToken: 'reset-pact' });
    expect(await given('an account waiting for activation')).toEqual({
      id: '50',
      linkToken: 'act-pact',
      expires: String(PACT_LINK_EXPIRES),
      signature: await signedLinkFor(50, 'act-pact', PACT_LINK_EXPIRES),
    });
  });

  test("with tokens of the states' own and another secret, the values follow (as another backend's)", async () => {
    setStateTokens('random');
    setSigningSecret('another-secret');
    const first = (await given('a user with a valid token')) as StateValues;
    const second = (await given('a user with a valid token')) as StateValues;
    expect(first.token).toMatch(/^usr\.pact-valid\.[0-9a-f]+$/);
    expect(second.token).not.toBe(first.token);
    expect((await getAccountUser(clientWith(String(second.token)))).status).toBe(200);
    const link = (await given('an account waiting for activation')) as StateValues;
    expect(link.signature).toBe(
      createHmac('sha256', 'another-secret')
        .update(`50.${String(link.linkToken)}.${PACT_LINK_EXPIRES}`)
        .digest('hex'),
    );
    const { body } = await enableAccount(clientWith(), {
      id: String(link.id),
      token: String(link.linkToken),
      expires: String(link.expires),
      signature: String(link.signature),
    });
    expect(body.status).toBe('nowActivated');
  });

  test('the report link of a history is the one the server keys', async () => {
    const values = await given('user 1 has the report link of a history', { id: 1001 });
    expect(values).toMatchObject({ token: 'usr.pact-valid' });
    expect((values as StateValues).reportPath).toMatch(
      /^\/api\/history\/rapport\/1001\/[0-9a-f]{32}\.pdf$/,
    );
    await expect(given('user 1 has the report link of a history', { id: 1901 })).rejects.toThrow();
  });

  test('the PSI library report of these choices: the path get-rapport-link gives', async () => {
    const values = await given('the PSI library report of these choices');
    expect((values as StateValues).reportPath).toMatch(
      /^\/api\/filters\/bibliotheque\/rapport\/[A-Za-z0-9_-]+\.pdf$/,
    );
    await expect(
      given('the PSI library report of these choices', { filterChoices: {} }),
    ).rejects.toThrow();
  });

  test('the server fails on this operation: one 500 on that operation', async () => {
    await given('the server fails on this operation', { operation: 'GET /api/password/criteria/' });
    const failed = await getPasswordCriteria(clientWith());
    expect(failed.status).toBe(500);
    expect(typeof failed.body.message).toBe('string');
    expect((await getPasswordCriteria(clientWith())).status).toBe(200);
  });
});

describe('the state-change endpoint (changeState)', () => {
  it('passes the parameters and answers the values with success and the state', async () => {
    await changeState({ action: 'teardown' });
    const answer = await changeState({
      state: 'no account has this e-mail',
      params: { email: 'claire.martin@maconnerie-martin.fr' },
      action: 'setup',
    });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, state: 'no account has this e-mail' },
    });
    expect(db.users.has(1)).toBe(false);
    const withValues = await changeState({ state: 'a user with a valid token', action: 'setup' });
    expect(withValues.body).toEqual({
      token: 'usr.pact-valid',
      success: true,
      state: 'a user with a valid token',
    });
  });

  it('answers 400 with the reason when a state cannot be set up, or is unknown', async () => {
    await changeState({ action: 'teardown' });
    const refused = await changeState({ state: 'no rupteur has this id', params: { id: 510 } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/rupteur 510/),
    });
    const unknown = await changeState({ state: 'toString', action: 'setup' });
    expect(unknown.status).toBe(400);
  });
});
