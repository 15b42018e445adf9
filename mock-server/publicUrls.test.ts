/**
 * The addresses in the mock's answers: root-relative in the embedded mock, absolute on its origin
 * in the standalone server. Every address field of the answers is checked, so that an address
 * built past `publicUrl` shows up as a root-relative one in the standalone case.
 */
import type { AddressInfo } from 'node:net';
import { getPsiLibraryReportLink, getRupteur, searchPsiLibrary } from '../src/api/catalogue';
import {
  getFloorConfigurator,
  getFloorSimulationResult,
  getSolution,
  type SolutionKey,
} from '../src/api/floor';
import { getHistoryRapportLink, loadHistory } from '../src/api/thermalHistory';
import { loginAs, CLAIRE, clientWith } from './handlers/testSupport';
import { absoluteUrlsOrigin, publicUrl, setAbsoluteUrls } from './publicUrls';
import { createMockHttpServer } from './server';
import { FLOOR_PACT, floorStates } from './states/floorStates';
import { generalToolStates } from './states/generalToolStates';

const ORIGIN = 'http://127.0.0.1:8787';

afterEach(() => setAbsoluteUrls(null));

/** Every string of an answer that is an address of the mock (root-relative or on ORIGIN). */
function addressesIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/^\/(media|api)\//.test(value) || value.startsWith(`${ORIGIN}/`)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) addressesIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) addressesIn(item, found);
  }
  return found;
}

/** The answers that carry addresses: floor form, result and detail; rupteur, library, history. */
async function answersWithAddresses(): Promise<unknown[]> {
  await floorStates['user 1 has a floor simulation']!();
  const floorClient = clientWith(FLOOR_PACT.token);
  const simulation = FLOOR_PACT.userSimulation;
  const result = await getFloorSimulationResult(floorClient, simulation);
  const solutionId: SolutionKey = result.body.datas!.solutions[0]!.id;
  const answers: unknown[] = [
    (await getFloorConfigurator(clientWith())).body,
    result.body,
    (await getSolution(floorClient, solutionId, simulation)).body,
    (await getRupteur(clientWith(), 501)).body,
  ];
  const { client } = await loginAs(CLAIRE);
  const choices = { 22: [223], 23: [232], 24: [241] };
  answers.push(
    (await searchPsiLibrary(client, { filterChoices: choices, lunchResearch: true, save: false }))
      .body,
  );
  answers.push((await getPsiLibraryReportLink(client, choices)).body);
  await generalToolStates['user 1 has thermal and environmental histories']!();
  const historyClient = clientWith('usr.pact-valid');
  answers.push((await loadHistory(historyClient, 1001)).body);
  answers.push((await getHistoryRapportLink(historyClient, 1001)).body);
  return answers;
}

describe('publicUrl', () => {
  it('leaves paths root-relative by default (the embedded mock)', () => {
    expect(absoluteUrlsOrigin()).toBeNull();
    expect(publicUrl('/media/plancher/visuels/a.svg')).toBe('/media/plancher/visuels/a.svg');
  });

  it('puts root-relative paths on the origin set, and nothing else', () => {
    setAbsoluteUrls(`${ORIGIN}/`);
    expect(publicUrl('/media/plancher/visuels/a.svg')).toBe(
      `${ORIGIN}/media/plancher/visuels/a.svg`,
    );
    expect(publicUrl('https://www.rupteo.fr/planchers/a/')).toBe(
      'https://www.rupteo.fr/planchers/a/',
    );
    expect(publicUrl('//cdn.example/a.svg')).toBe('//cdn.example/a.svg');
  });
});

describe('the addresses of the answers', () => {
  it('are root-relative in the embedded mock', async () => {
    const addresses = (await answersWithAddresses()).flatMap((answer) => addressesIn(answer));
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) expect(address).toMatch(/^\/(media|api)\//);
  });

  it("are absolute on the standalone server's origin, every one of them", async () => {
    setAbsoluteUrls(ORIGIN);
    const answers = await answersWithAddresses();
    const addresses = answers.flatMap((answer) => addressesIn(answer));
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) expect(address.startsWith(`${ORIGIN}/`)).toBe(true);
    const kinds = [
      '/media/plancher/visuels/',
      '/media/plancher/documents/',
      '/media/plancher/aide/',
      '/media/download/',
      '/api/solution/',
      '/api/filters/bibliotheque/rapport/',
      '/api/history/rapport/',
    ];
    for (const kind of kinds)
      expect(addresses.some((address) => address.startsWith(`${ORIGIN}${kind}`))).toBe(true);
  });
});

describe('the standalone server', () => {
  it('answers absolute addresses on its own origin once listening', async () => {
    const server = createMockHttpServer({ quiet: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(absoluteUrlsOrigin()).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
