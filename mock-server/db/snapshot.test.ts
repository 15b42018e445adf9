import { getAccountUser } from '@/api/auth';
import { getCarbonCluster, submitCarbonSimulation } from '@/api/carbon';
import { register } from '@/api/account';
import { getFloorSimulationResult, submitFloorSimulation } from '@/api/floor';
import { listCarbonClusters, listFloorSimulations } from '@/api/history';
import { createHistory, listHistories, saveHistory } from '@/api/thermalHistory';
import {
  CLAIRE,
  clientWith,
  CRAWL_SPACE,
  loginAs,
  readOutbox,
  STRONG_PASSWORD,
} from '../handlers/testSupport';
import { db, findUserByEmail, resetDb } from './mockDb';
import {
  assertDbSnapshot,
  DB_SNAPSHOT_FORMAT,
  DB_SNAPSHOT_VERSION,
  DbSnapshotError,
  exportDb,
  importDb,
  type DbSnapshot,
} from './snapshot';

const NEW_ACCOUNT = 'ines.morel@morel-construction.fr';

/** House, floor over a sanitary void, joists and blocks, façade, concrete blocks, ITI, 16-20 cm, REI 30. */
const HOUSE_ON_SANITARY_VOID = [211, 221, 231, 241, 252, 261, 271, 281];

/** Changes made through the handlers, as the app makes them; returns what to look for afterwards. */
async function makeChanges() {
  const { token, client } = await loginAs(CLAIRE);

  const created = await createHistory(client, {
    filtersValue: HOUSE_ON_SANITARY_VOID,
    dataType: 'rup',
  });
  const historyId = created.body.datas!.history.id;
  expect((await saveHistory(client, { id: historyId, name: 'Maison Perrin' })).status).toBe(200);

  const floor = await submitFloorSimulation(client, CRAWL_SPACE);
  expect(floor.status).toBe(200);
  const floorSimulationId = floor.body.datas!.simulation.id;

  const carbon = await submitCarbonSimulation(client, {
    step1: { zipCode: '69007', projectName: 'Maison Girard', path: 'guided' },
    step2: [
      { index: 0, field: 'systemType', value: 'poutrelles-entrevous-beton' },
      { index: 1, field: 'favorites', value: 'maison-etage' },
    ],
    networkPassages: [],
  });
  expect(carbon.status).toBe(200);
  const clusterId = carbon.body.datas!.cluster;

  const registered = await register(clientWith(), {
    email: NEW_ACCOUNT,
    lastname: 'Morel',
    firstname: 'Inès',
    company: 'Morel Construction',
    rgpd: true,
    plainPassword: { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
  });
  expect(registered.status).toBe(200);

  return { token, historyId, floorSimulationId, clusterId };
}

describe('exportDb / importDb', () => {
  it('brings back what requests changed, the tokens issued before the export included', async () => {
    const { token, historyId, floorSimulationId, clusterId } = await makeChanges();
    const result = (await getFloorSimulationResult(clientWith(token), floorSimulationId)).body;
    const snapshot = JSON.parse(JSON.stringify(exportDb())) as DbSnapshot;
    expect(snapshot).toMatchObject({ format: DB_SNAPSHOT_FORMAT, version: DB_SNAPSHOT_VERSION });

    resetDb();
    const claire = clientWith(token);
    expect((await getAccountUser(claire)).status).toBe(401);
    expect(findUserByEmail(NEW_ACCOUNT)).toBeUndefined();

    importDb(snapshot);

    expect((await getAccountUser(claire)).body.datas).toMatchObject({ user: { email: CLAIRE } });
    const histories = (await listHistories(claire)).body.datas!.list;
    expect(histories.find((item) => item.id === historyId)).toMatchObject({
      name: 'Maison Perrin',
    });
    const floor = (await listFloorSimulations(claire)).body.datas!;
    expect(floor.total).toBe(43);
    expect(floor.data.find((item) => item.id === floorSimulationId)).toMatchObject({
      title: 'Maison Garnier – plancher bas',
    });
    expect((await getFloorSimulationResult(claire, floorSimulationId)).body).toEqual(result);
    const clusters = (await listCarbonClusters(claire)).body.datas!.clusters;
    expect(clusters.find((item) => item.id === clusterId)).toMatchObject({ name: 'Maison Girard' });
    expect((await getCarbonCluster(claire, clusterId)).body.datas!.simulations).toHaveLength(1);
    expect(findUserByEmail(NEW_ACCOUNT)).toMatchObject({ firstname: 'Inès', activated: false });
    expect((await readOutbox())[0]).toMatchObject({ to: NEW_ACCOUNT });
  });

  it('gives ids after the restored ones to new records', async () => {
    const { historyId } = await makeChanges();
    const snapshot = exportDb();
    resetDb();
    importDb(snapshot);
    const { client } = await loginAs(CLAIRE);
    const next = await createHistory(client, {
      filtersValue: HOUSE_ON_SANITARY_VOID,
      dataType: 'rup',
    });
    expect(next.body.datas!.history.id).toBe(historyId + 1);
  });

  it('shares nothing with the live data, either way', async () => {
    const snapshot = exportDb();
    snapshot.tables.users[0]![1].firstname = 'Changée';
    expect(db.users.get(1)!.firstname).toBe('Claire');
    importDb(snapshot);
    snapshot.tables.users[0]![1].firstname = 'Encore';
    expect(db.users.get(1)!.firstname).toBe('Changée');
  });

  it('covers every table of the store', () => {
    const covered = [...Object.keys(exportDb().tables), 'outbox'];
    for (const table of Object.keys(db)) if (table !== 'now') expect(covered).toContain(table);
  });

  it('keeps the general histories unseeded when they were not seeded yet', () => {
    expect(exportDb().tables.generalHistories).toBeNull();
  });
});

describe('importDb refuses', () => {
  function problemOf(value: unknown): DbSnapshotError {
    try {
      assertDbSnapshot(value);
    } catch (error) {
      if (error instanceof DbSnapshotError) return error;
      throw error;
    }
    throw new Error('accepted');
  }

  function withTables(change: (tables: Record<string, unknown>) => void): unknown {
    const snapshot = JSON.parse(JSON.stringify(exportDb())) as { tables: Record<string, unknown> };
    change(snapshot.tables);
    return snapshot;
  }

  it('a newer or unknown version, saying which', () => {
    const newer = problemOf({ ...exportDb(), version: DB_SNAPSHOT_VERSION + 1 });
    expect(newer.problem).toBe('newer-version');
    expect(newer.message).toContain(`version ${DB_SNAPSHOT_VERSION + 1}`);
    expect(newer.message).toContain('newer version');
    const unknown = problemOf({ ...exportDb(), version: 'one' });
    expect(unknown.problem).toBe('unknown-version');
    expect(unknown.message).toBe(
      `Unknown version of the mock data snapshot: "one" (this mock backend reads version ${DB_SNAPSHOT_VERSION}).`,
    );
  });

  it('something else than a snapshot', () => {
    expect(problemOf(null).message).toMatch(/not a snapshot of the mock backend/);
    expect(problemOf([1, 2]).problem).toBe('malformed');
    expect(problemOf({ version: DB_SNAPSHOT_VERSION }).problem).toBe('malformed');
  });

  it('a missing or malformed table, naming it', () => {
    expect(problemOf(withTables((tables) => delete tables.tokens)).message).toBe(
      "Malformed mock data snapshot: table 'tokens' is missing.",
    );
    expect(problemOf(withTables((tables) => (tables.users = {}))).message).toBe(
      "Malformed mock data snapshot: table 'users' is not a list of entries.",
    );
    expect(problemOf(withTables((tables) => (tables.users = [[1]]))).message).toBe(
      "Malformed mock data snapshot: entry 0 of 'users' is not a [key, record] pair.",
    );
    expect(
      problemOf(withTables((tables) => (tables.tokens = [['usr.x', { owner: {} }]]))).message,
    ).toBe(
      "Malformed mock data snapshot: entry 0 of 'tokens' has no valid 'expiresAt' (expected number).",
    );
    const users = exportDb().tables.users;
    expect(problemOf(withTables((tables) => (tables.users = [[99, users[0]![1]]]))).message).toBe(
      "Malformed mock data snapshot: entry 0 of 'users' is stored under 99, not under its id.",
    );
  });

  it('and then changes nothing', async () => {
    const { token } = await makeChanges();
    const broken = withTables((tables) => (tables.carbonClusters = 'none'));
    expect(() => importDb(broken)).toThrow(DbSnapshotError);
    expect((await getAccountUser(clientWith(token))).status).toBe(200);
    expect(findUserByEmail(NEW_ACCOUNT)).toBeDefined();
  });
});
