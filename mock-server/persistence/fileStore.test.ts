/**
 * @jest-environment node
 *
 * The standalone server's data file (MOCK_SERVER_DATA): restored at start, written atomically after
 * each change, refused with a message naming it when it cannot be used. Requests go over real
 * sockets to the server: the in-process MSW server of the unit tests lets them through.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { http, passthrough } from 'msw';
import { db, resetDb, SEED_PASSWORD } from '../db/mockDb';
import { DB_SNAPSHOT_VERSION, exportDb, type DbSnapshot } from '../db/snapshot';
import { server as inProcessMock } from '../node';
import { startMockServer, type RunningMockServer } from '../server';
import {
  MockDataFileError,
  openFilePersistence,
  readSnapshotFile,
  temporaryPathOf,
  writeSnapshotFile,
} from './fileStore';

const CLAIRE = 'claire.martin@maconnerie-martin.fr';
const HOUSE_ON_SANITARY_VOID = [211, 221, 231, 241, 252, 261, 271, 281];
const ROOT = resolve(__dirname, '..', '..');

jest.setTimeout(60_000);

let directory: string;
let file: string;
const running: RunningMockServer[] = [];

beforeEach(async () => {
  inProcessMock.use(http.all('*', () => passthrough()));
  directory = await mkdtemp(join(tmpdir(), 'mock-data-'));
  file = join(directory, 'data.json');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await rm(directory, { recursive: true, force: true });
});

async function start(): Promise<RunningMockServer> {
  const started = await startMockServer({ port: 0, quiet: true, dataFile: file });
  running.push(started);
  return started;
}

async function stop(started: RunningMockServer): Promise<void> {
  running.splice(running.indexOf(started), 1);
  await started.close();
}

async function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(url: string): Promise<string> {
  const { status, body } = await call(url, 'POST', '/api/login-check', {
    username: CLAIRE,
    password: SEED_PASSWORD,
  });
  expect(status).toBe(200);
  return body.token as string;
}

async function savedHistoryNames(url: string, token: string): Promise<string[]> {
  const { body } = await call(url, 'POST', '/api/history/list', {}, token);
  return (body.datas as { list: Array<{ name: string }> }).list.map((item) => item.name);
}

async function storedFile(): Promise<DbSnapshot> {
  return JSON.parse(await readFile(file, 'utf8')) as DbSnapshot;
}

describe('readSnapshotFile', () => {
  it('reads nothing from a missing file', async () => {
    await expect(readSnapshotFile(file)).resolves.toBeUndefined();
  });

  it('refuses a file that is not JSON, naming it', async () => {
    await writeFile(file, '{"format": "rupteo-mock-db", "vers');
    const error = await readSnapshotFile(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MockDataFileError);
    expect((error as Error).message).toMatch(
      new RegExp(`^Mock data file ${file} \\(MOCK_SERVER_DATA\\) is not valid JSON: `),
    );
    expect((error as Error).message).toContain('left the file as it is');
  });

  it('refuses JSON that is not a snapshot this server reads, naming it', async () => {
    await writeFile(file, JSON.stringify({ ...exportDb(), version: DB_SNAPSHOT_VERSION + 1 }));
    await expect(readSnapshotFile(file)).rejects.toThrow(
      `Mock data file ${file} (MOCK_SERVER_DATA) is refused. The mock data snapshot has version ${DB_SNAPSHOT_VERSION + 1}`,
    );
    await writeFile(file, '[]');
    await expect(readSnapshotFile(file)).rejects.toThrow(/is refused\. Malformed mock data/);
  });

  it('refuses a file it cannot read, naming it', async () => {
    await mkdir(file);
    await expect(readSnapshotFile(file)).rejects.toThrow(
      new RegExp(`^Mock data file ${file} \\(MOCK_SERVER_DATA\\) cannot be read: `),
    );
  });
});

describe('writeSnapshotFile', () => {
  it('goes through a temporary file and leaves none behind', async () => {
    await writeSnapshotFile(file, exportDb());
    expect(await readdir(directory)).toEqual(['data.json']);
    expect((await storedFile()).tables.users.length).toBe(db.users.size);
  });

  it('leaves the previous file whole when a write fails', async () => {
    await writeSnapshotFile(file, exportDb());
    const before = await readFile(file, 'utf8');
    // The temporary file cannot be made: the write fails before touching the data file.
    await mkdir(temporaryPathOf(file));
    db.users.get(1)!.firstname = 'Modifiée';
    await expect(writeSnapshotFile(file, exportDb())).rejects.toThrow();
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('never lets a reader see a partial file', async () => {
    await writeSnapshotFile(file, exportDb());
    let writing = true;
    let reads = 0;
    const reader = (async () => {
      while (writing) {
        // Throws on a partial file.
        JSON.parse(await readFile(file, 'utf8'));
        reads += 1;
      }
    })();
    for (let round = 0; round < 30; round += 1) {
      db.users.get(1)!.firstname = `Claire ${round}`;
      await writeSnapshotFile(file, exportDb());
    }
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
  });
});

describe('the standalone server with MOCK_SERVER_DATA', () => {
  it('creates the file from the seed data when it is missing', async () => {
    const persistence = await openFilePersistence(file);
    expect(persistence.outcome).toBe('created');
    await persistence.close();
    expect((await storedFile()).tables.users).toEqual(exportDb().tables.users);
  });

  it('restores the data of a previous server: a saved history and its token', async () => {
    const first = await start();
    const token = await login(first.url);
    const saved = await call(
      first.url,
      'POST',
      '/api/history/save',
      { name: 'Maison Perrin', filtersValue: HOUSE_ON_SANITARY_VOID, dataType: 'rup' },
      token,
    );
    expect(saved.status).toBe(200);
    await stop(first);

    // As a new process would: the memory back to the seed data.
    resetDb();
    const second = await start();
    expect(second.persistence?.outcome).toBe('restored');
    expect(await savedHistoryNames(second.url, token)).toContain('Maison Perrin');
  });

  it('writes the last of a burst of changes', async () => {
    const started = await start();
    const tokens = await Promise.all(Array.from({ length: 12 }, () => login(started.url)));
    await stop(started);
    const stored = new Set((await storedFile()).tables.tokens.map(([token]) => token));
    for (const token of tokens) expect(stored.has(token)).toBe(true);
  });

  it('rewrites the file with the seed data on POST /__mock/reset', async () => {
    const started = await start();
    await login(started.url);
    await started.persistence!.save();
    expect((await storedFile()).tables.tokens.length).toBeGreaterThan(0);
    expect((await call(started.url, 'POST', '/__mock/reset')).status).toBe(200);
    expect((await storedFile()).tables.tokens).toEqual([]);
  });

  it('does not start on a corrupt file, and leaves it as it was', async () => {
    await writeFile(file, 'not json');
    await expect(startMockServer({ port: 0, quiet: true, dataFile: file })).rejects.toThrow(
      MockDataFileError,
    );
    expect(await readFile(file, 'utf8')).toBe('not json');
  });
});

describe('the server process', () => {
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
    return { child, exited, listening, output: () => ({ stdout, stderr }) };
  }

  it('refuses to start on a corrupt file, naming it, with a non-zero exit', async () => {
    await writeFile(file, '{ broken');
    const server = runServer({ MOCK_SERVER_DATA: file });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain(`Mock data file ${file} (MOCK_SERVER_DATA) is not valid JSON`);
    expect(await readFile(file, 'utf8')).toBe('{ broken');
  });

  it('writes the last change before it ends on SIGTERM, and the next process restores it', async () => {
    const first = runServer({ MOCK_SERVER_DATA: file });
    const token = await login(await first.listening);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = runServer({ MOCK_SERVER_DATA: file });
    const url = await second.listening;
    const user = await call(url, 'GET', '/api/user/', undefined, token);
    expect(user.status).toBe(200);
    expect(second.output().stdout).toContain(`Mock data restored from ${file}`);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
