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
import { db } from './db/mockDb';
import { clientWith, STRONG_PASSWORD } from './handlers/testSupport';
import { given, link, resetStatesAfterEachTest, valid } from './providerStatesTestSetup';

resetStatesAfterEachTest();

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
