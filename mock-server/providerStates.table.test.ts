import { createHmac } from 'node:crypto';
import { documentedProviderStates } from './apiDocs';
import { getAccountUser } from '@/api/auth';
import { db, resetDb, setSeedMode } from './db/mockDb';
import { historyTable } from './db/generalTools/histories';
import { seedModeFromEnv } from './server';
import { PACT_LINK_EXPIRES, providerStates, signedLinkFor } from './providerStates';
import { given, resetStatesAfterEachTest, valid } from './providerStatesTestSetup';

resetStatesAfterEachTest();

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

test('MOCK_SERVER_SEED chooses the seed mode: full by default, catalogue, nothing else', () => {
  expect(seedModeFromEnv(undefined)).toBe('full');
  expect(seedModeFromEnv('')).toBe('full');
  expect(seedModeFromEnv('catalogue')).toBe('catalogue');
  expect(() => seedModeFromEnv('empty')).toThrow(/MOCK_SERVER_SEED/);
});
