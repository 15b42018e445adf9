/**
 * The provider states against the pacts (pacts/*.json, written by `npm run test:pact`), the
 * operation table (src/api/operationTable.ts) and the names' one source (src/api/pact/pactStates.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { operationName, operationOf } from '@/api/operationOf';
import { OPERATIONS } from '@/api/operationTable';
import {
  BENCH_STATE,
  DEVICE_TOKEN_STATES,
  PARAM_STATE,
  STATE_NAMES,
  USER_TOKEN_STATES,
} from '@/api/pact/pactStates';
import { documentedProviderStates } from './apiDocs';
import { providerStates } from './providerStates';
import { given, resetStatesAfterEachTest } from './providerStatesTestSetup';

resetStatesAfterEachTest();

interface PactInteraction {
  description: string;
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>;
  request: {
    method: string;
    path: string;
    headers?: Record<string, string | string[]>;
    generators?: { header?: Record<string, { type: string; expression?: string }> };
  };
}

const PACTS = path.resolve(__dirname, '../pacts');

const interactions: PactInteraction[] = readdirSync(PACTS)
  .filter((name) => name.endsWith('.json'))
  .flatMap(
    (name) =>
      (
        JSON.parse(readFileSync(path.join(PACTS, name), 'utf8')) as {
          interactions: PactInteraction[];
        }
      ).interactions,
  );

const statesOf = (interaction: PactInteraction) => interaction.providerStates ?? [];
const usedStates = new Set(interactions.flatMap((i) => statesOf(i).map(({ name }) => name)));
const sorted = (names: Iterable<string>) => [...names].sort();

describe('the names of the states', () => {
  it('are the one list of pactStates.ts, in the mock and in the API documents', () => {
    expect(new Set(STATE_NAMES).size).toBe(STATE_NAMES.length);
    expect(sorted(Object.keys(providerStates))).toEqual(sorted(STATE_NAMES));
    expect(sorted(documentedProviderStates())).toEqual(sorted(STATE_NAMES));
  });

  it('every state a pact names is a state of the mock', () => {
    expect(interactions.length).toBeGreaterThan(100);
    const missing = [...usedStates].filter((name) => !Object.hasOwn(providerStates, name));
    expect(missing).toEqual([]);
    expect(interactions.filter((i) => statesOf(i).length === 0).map((i) => i.description)).toEqual(
      [],
    );
  });

  it("every state of the mock is named by a pact, but the benchmarks' (docs/api/scale.md)", () => {
    const unused = Object.keys(providerStates).filter((name) => !usedStates.has(name));
    expect(sorted(unused)).toEqual(sorted(Object.values(BENCH_STATE)));
  });
});

describe('the states against the operation table', () => {
  it("'the server fails on this operation' names an entry of the table, the request's", () => {
    const failing = interactions.flatMap((interaction) =>
      statesOf(interaction)
        .filter(({ name }) => name === PARAM_STATE.serverError)
        .map(({ params }) => ({ interaction, operation: params?.operation })),
    );
    expect(failing.length).toBeGreaterThan(0);
    const names = new Set(OPERATIONS.map(operationName));
    for (const { interaction, operation } of failing) {
      expect(names).toContain(operation);
      const { method, path: address } = interaction.request;
      expect(operationName(operationOf(method, address)!)).toBe(operation);
    }
  });

  /**
   * A call of a user's or a device's operation carries the token its state issues (the header
   * takes it from the state's value), or no token at all (a visitor's call, which the contract
   * states by sending none), or, for a device, the unknown token of 'no device has this token'.
   * An expired token is the value of 'a user with an expired token'.
   */
  it("a call of a user's or a device's operation carries a token its state issues", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const interaction of interactions) {
      const { method, path: address, headers, generators } = interaction.request;
      const caller = operationOf(method, address)?.caller;
      if (caller !== 'user' && caller !== 'device') continue;
      checked += 1;
      if (headers?.Authorization === undefined) continue;
      const names = statesOf(interaction).map(({ name }) => name);
      const expression = generators?.header?.Authorization?.expression;
      const issued =
        caller === 'user'
          ? expression === 'Bearer ${token}' &&
            names.some((name) => (USER_TOKEN_STATES as readonly string[]).includes(name))
          : (expression === 'Bearer ${deviceToken}' &&
              names.some((name) => (DEVICE_TOKEN_STATES as readonly string[]).includes(name))) ||
            (expression === undefined && names.includes(PARAM_STATE.noDeviceToken));
      if (!issued) wrong.push(`${interaction.description} (${names.join(', ')})`);
    }
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('the states that issue a token are the ones whose values give it', async () => {
    for (const name of STATE_NAMES) {
      const values = (await given(name)) ?? {};
      expect({ name, user: 'token' in values, device: 'deviceToken' in values }).toEqual({
        name,
        user: USER_TOKEN_STATES.includes(name),
        device: DEVICE_TOKEN_STATES.includes(name),
      });
    }
    // Every state, the benchmarks' at scale among them: tens of seconds on a busy machine.
  }, 60_000);
});
