/**
 * @jest-environment node
 *
 * A seed file of your own (MOCK_SERVER_SEED_FILE): a snapshot that every reset puts back, refused
 * with a message naming it when it cannot be used; and the standalone server started with it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { http, passthrough } from 'msw';
import { createAccount, db, resetDb, setSeedMode } from '../db/mockDb';
import { exportDb } from '../db/snapshot';
import { server as inProcessMock } from '../node';
import { MockSeedFileError, readSeedFile, seedWithSnapshot } from './seedFile';

const ROOT = resolve(__dirname, '..', '..');

jest.setTimeout(60_000);

let directory: string;
let file: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'mock-seed-'));
  file = join(directory, 'seed.json');
});
afterEach(async () => {
  seedWithSnapshot(undefined);
  setSeedMode('full');
  resetDb();
  await rm(directory, { recursive: true, force: true });
});

/** A seed of one account, made as a developer would: from an empty store, then exported. */
async function writeOneAccountSeed(): Promise<void> {
  setSeedMode('catalogue');
  resetDb();
  createAccount({
    email: 'alex.durand@exemple.fr',
    password: 'Secret2025!',
    civility: '',
    firstname: 'Alex',
    lastname: 'Durand',
    company: 'Durand Bâtiment',
    phone: '',
    siret: '',
    fonction: '',
    activity: '',
    address: '',
    addressComplement: '',
    postalCode: '',
    city: '',
    country: 'France',
    partner: false,
  }).activated = true;
  await writeFile(file, JSON.stringify(exportDb()));
  setSeedMode('full');
  resetDb();
}

it('makes the snapshot what every reset puts back, in place of the seed accounts', async () => {
  await writeOneAccountSeed();
  seedWithSnapshot(await readSeedFile(file));
  resetDb();
  expect([...db.users.values()].map((user) => user.email)).toEqual(['alex.durand@exemple.fr']);
  expect(db.carbonClusters.size).toBe(0);
  db.users.clear();
  resetDb();
  expect(db.users.size).toBe(1);
  seedWithSnapshot(undefined);
  resetDb();
  expect(db.users.get(1)?.email).toBe('claire.martin@maconnerie-martin.fr');
});

it('refuses a missing file, bad JSON or another format, naming the file', async () => {
  await expect(readSeedFile(join(directory, 'none.json'))).rejects.toThrow(MockSeedFileError);
  await writeFile(file, '{ broken');
  await expect(readSeedFile(file)).rejects.toThrow(
    /seed\.json \(MOCK_SERVER_SEED_FILE\) is not valid JSON/,
  );
  await writeFile(file, JSON.stringify({ format: 'other', version: 1 }));
  await expect(readSeedFile(file)).rejects.toThrow(/is refused/);
});

describe('the standalone server with MOCK_SERVER_SEED_FILE', () => {
  beforeEach(() => inProcessMock.use(http.all('*', () => passthrough())));

  function runServer(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', join('mock-server', 'server.ts')], {
      cwd: ROOT,
      env: { ...process.env, MOCK_SERVER_PORT: '0', MOCK_SERVER_QUIET: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const listening = new Promise<string>((done, reject) => {
      child.stdout.on('data', () => {
        const match = /Mock server listening on (http:\/\/\S+)/.exec(stdout);
        if (match) done(match[1]!);
      });
      void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
    });
    listening.catch(() => undefined);
    return { child, exited, listening, stderr: () => stderr };
  }

  const login = (url: string, username: string, password: string) =>
    fetch(`${url}/api/login-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  it("serves the seed file's accounts, not the built-in ones, and puts them back on reset", async () => {
    await writeOneAccountSeed();
    const server = runServer({ MOCK_SERVER_SEED_FILE: file });
    try {
      const url = await server.listening;
      expect((await login(url, 'alex.durand@exemple.fr', 'Secret2025!')).status).toBe(200);
      expect((await login(url, 'claire.martin@maconnerie-martin.fr', 'Rupteo2024!')).status).toBe(
        401,
      );
      await fetch(`${url}/__mock/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect((await login(url, 'alex.durand@exemple.fr', 'Secret2025!')).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('does not start on a seed file it cannot use, naming it', async () => {
    await writeFile(file, '{ broken');
    const server = runServer({ MOCK_SERVER_SEED_FILE: file });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(`Mock seed file ${file} (MOCK_SERVER_SEED_FILE)`);
  });
});
