import { createHmac } from 'node:crypto';
import { documentedProviderStates } from './apiDocs';
import { getAccountUser, verifyUserToken } from '@/api/auth';
import { confirmEmail, enableAccount, getProfile, resetPassword } from '@/api/account';
import { verifyDevice } from '@/api/device';
import {
  deleteCarbonCluster,
  deleteFloorSimulation,
  deleteFloorSolution,
  listCarbonClusters,
  listFloorSimulations,
} from '@/api/history';
import { getPasswordCriteria } from '@/api/account';
import { db, resetDb, setSeedMode, setSigningSecret, SIGNED_LINK_SECRET } from './db/mockDb';
import { setStateTokens } from './states/stateSupport';
import { historyTable } from './db/generalTools/histories';
import { clearFaults } from './faults';
import { changeState } from './control';
import { seedModeFromEnv } from './server';
import { clientWith, STRONG_PASSWORD } from './handlers/testSupport';
import {
  PACT_LINK_EXPIRES,
  providerStates,
  signedLinkFor,
  type StateParams,
  type StateValues,
} from './providerStates';

/** Parameters for the states that take some (as the pacts give them). */
const EXAMPLE_PARAMS: Record<string, StateParams> = {
  'no device has this uuid': { uuid: '6f1c2b7e-3d4a-4f8b-9c21-5e7a8d9b0c1f' },
  'no device has this token': { token: 'dev.pact-unknown' },
  'a user with this e-mail and password': {
    email: 'claire.martin@maconnerie-martin.fr',
    password: 'Rupteo2024!',
  },
  'a registered device and a user with this e-mail and password': {
    email: 'claire.martin@maconnerie-martin.fr',
    password: 'Rupteo2024!',
  },
  'a user with a valid token and another account with this e-mail': {
    email: 'julien.bernard@bet-structure.fr',
  },
  'a partner account with this e-mail': { email: 'marc.lefevre@batiprime.fr' },
  'no account has this e-mail': { email: 'paul.renard@renard-batiment.fr' },
  'no password-reset token has this value': { token: 'reset-inconnu' },
  'the server fails on this operation': { operation: 'GET /api/password/criteria/' },
  'a floor solution in the catalogue': { slug: 'plancher-poutrelle-entrevous-pse-isolant-up-0-20' },
  'no floor solution has this slug': { slug: 'plancher-inconnu' },
  'no floor simulation has this id': { id: 999999 },
  'a rupteur with this id': { id: 510 },
  'no rupteur has this id': { id: 999 },
  'a picture with this name': { name: 'rupteur-thermopredalle-tpr' },
  'no picture has this name': { name: 'inconnu' },
  'no history has this id': { id: 987654 },
  'user 1 has the report link of a history': { id: 1001 },
  'the PSI library report of these choices': {
    filterChoices: { 22: [223], 23: [232], 24: [241], 26: [261] },
  },
  'another user owns these items': {
    simulation: 901,
    solution: 902,
    cluster: 903,
    carbonSimulation: 9031,
    history: 1901,
  },
};

async function given(state: string, params = EXAMPLE_PARAMS[state]): Promise<StateValues | void> {
  const setUp = providerStates[state];
  if (!setUp) throw new Error(`No provider state '${state}'.`);
  return setUp(params);
}

afterEach(() => {
  clearFaults();
  setSeedMode('full');
  setStateTokens('fixed');
  setSigningSecret(SIGNED_LINK_SECRET);
  resetDb();
});

const valid = clientWith('usr.pact-valid');

async function link(id: string, token: string) {
  return {
    id,
    token,
    expires: String(PACT_LINK_EXPIRES),
    signature: await signedLinkFor(id, token, PACT_LINK_EXPIRES),
  };
}

it('defines exactly the states of the tables of the API documents', () => {
  const documented = documentedProviderStates();
  expect(documented.length).toBeGreaterThan(5);
  expect(Object.keys(providerStates).sort()).toEqual([...documented].sort());
});

it('signedLinkFor computes the HMAC-SHA256 of id.token.expires with the mock secret', async () => {
  expect(await signedLinkFor(50, 'act-pact', PACT_LINK_EXPIRES)).toBe(
    createHmac('sha256', 'mock-server-secret').update('50.act-pact.4102444800').digest('hex'),
  );
});

it('every state starts from the seed', async () => {
  for (const state of Object.keys(providerStates)) {
    db.users.get(2)!.firstname = 'Modifié';
    db.floorSimulations.delete(901);
    await given(state);
    expect(db.users.get(2)?.firstname).toBe('Julien');
    expect(db.floorSimulations.has(901)).toBe(true);
  }
  // Every state, each from a full reset: a few seconds on a busy machine.
}, 30_000);

describe("the seed mode 'catalogue'", () => {
  beforeEach(() => {
    setSeedMode('catalogue');
    resetDb();
  });

  it('starts without account, device, history, simulation or cluster', () => {
    expect(db.users.size).toBe(0);
    expect(db.tokens.size).toBe(0);
    expect(db.floorSimulations.size).toBe(0);
    expect(db.floorSolutions.size).toBe(0);
    expect(db.carbonClusters.size).toBe(0);
    // The general site's histories are seeded on first use: none in this mode.
    expect(historyTable()?.size ?? 0).toBe(0);
  });

  it('every state sets up what it names from nothing', async () => {
    for (const state of Object.keys(providerStates))
      await expect(given(state)).resolves.not.toThrow();
  }, 30_000);

  test('a user with a valid token: user 1 and the seed histories of user 1 only', async () => {
    await given('a user with a valid token');
    expect([...db.users.keys()]).toEqual([1]);
    expect(db.carbonClusters.get(301)?.userId).toBe(1);
    expect(db.carbonClusters.has(903)).toBe(false);
    expect((await getAccountUser(valid)).status).toBe(200);
  });

  test('a user with this e-mail and password creates an account that is not in the seed', async () => {
    const values = await given('a user with this e-mail and password', {
      email: 'alex.durand@exemple.fr',
      password: 'Secret2025!',
    });
    const account = [...db.users.values()].find((user) => user.email === 'alex.durand@exemple.fr');
    expect(account).toMatchObject({ password: 'Secret2025!', activated: true, partner: false });
    expect(values).toEqual({ userId: account!.id });
  });
});

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

test('a registered device', async () => {
  await given('a registered device');
  expect((await verifyDevice(clientWith('dev.pact-device'))).status).toBe(200);
});

test('a user with a valid token', async () => {
  await given('a user with a valid token');
  const { status, body } = await getAccountUser(valid);
  expect(status).toBe(200);
  expect(body.datas?.user).toMatchObject({ id: 1, email: 'claire.martin@maconnerie-martin.fr' });
});

test('a user with an expired token', async () => {
  await given('a user with an expired token');
  expect(db.tokens.get('usr.pact-expired')?.owner).toEqual({ kind: 'user', userId: 1 });
  expect((await verifyUserToken(clientWith('usr.pact-expired'))).status).toBe(401);
});

test('a user who must choose a new password', async () => {
  await given('a user who must choose a new password');
  expect(db.users.get(3)?.updatedPassword).toBe(false);
  const { body } = await getProfile(valid);
  expect(body.datas?.profile.email).toBe('sophie.durand@negoce-materiaux.fr');
});

test('user 1 has floor and carbon histories', async () => {
  await given('user 1 has floor and carbon histories');
  const floor = (await listFloorSimulations(valid)).body.datas!.data;
  expect(floor.find((item) => item.id === 101)?.type).toBe('simulation');
  expect(floor.find((item) => item.id === 201)).toMatchObject({
    type: 'solution',
    slug: 'plancher-poutrelle-entrevous-pse-16-4',
  });
  const clusters = (await listCarbonClusters(valid)).body.datas!.clusters;
  const simulationsOf = (id: number) =>
    clusters.find((cluster) => cluster.id === id)?.simulations.map((s) => s.id);
  expect(simulationsOf(301)).toEqual([3011]);
  expect(simulationsOf(302)).toEqual([3021, 3022]);
});

test('another user owns these items', async () => {
  await given('another user owns these items');
  expect(db.floorSimulations.get(901)?.userId).toBe(2);
  expect(db.floorSolutions.get(902)?.userId).toBe(2);
  expect(db.carbonClusters.get(903)?.userId).toBe(2);
  expect((await deleteFloorSimulation(valid, 901)).status).toBe(404);
  expect((await deleteFloorSolution(valid, 902)).status).toBe(404);
  expect((await deleteCarbonCluster(valid, 903)).status).toBe(404);
  // An item of user 1, or one that does not exist, is refused as a parameter.
  await expect(given('another user owns these items', { simulation: 101 })).rejects.toThrow(
    /simulation 101/,
  );
  await expect(given('another user owns these items', { history: 1001 })).rejects.toThrow();
  await expect(given('another user owns these items', { planet: 1 })).rejects.toThrow(/planet/);
  await expect(given('another user owns these items', {})).rejects.toThrow();
});

test('an account waiting for activation', async () => {
  await given('an account waiting for activation');
  expect(db.users.get(50)?.activated).toBe(false);
  const { body } = await enableAccount(clientWith(), await link('50', 'act-pact'));
  expect(body.status).toBe('nowActivated');
});

test('an activated account', async () => {
  await given('an activated account');
  const { body } = await enableAccount(clientWith(), await link('50', 'act-pact'));
  expect(body.status).toBe('alreadyActivated');
});

test('an e-mail change waiting for confirmation', async () => {
  await given('an e-mail change waiting for confirmation');
  const { status, body } = await confirmEmail(clientWith(), await link('1', 'mail-pact'));
  expect(status).toBe(200);
  expect(body.user?.email).toBe('claire.nouvelle@maconnerie-martin.fr');
});

test('a password-reset token', async () => {
  await given('a password-reset token');
  const { status } = await resetPassword(clientWith(), {
    token: 'reset-pact',
    plainPassword: { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
  });
  expect(status).toBe(200);
  expect(db.users.get(1)?.password).toBe(STRONG_PASSWORD);
});

test('MOCK_SERVER_SEED chooses the seed mode: full by default, catalogue, nothing else', () => {
  expect(seedModeFromEnv(undefined)).toBe('full');
  expect(seedModeFromEnv('')).toBe('full');
  expect(seedModeFromEnv('catalogue')).toBe('catalogue');
  expect(() => seedModeFromEnv('empty')).toThrow(/MOCK_SERVER_SEED/);
});
