/**
 * The standalone mock server's control endpoints (test-only, outside the contract; see server.ts):
 * `/__mock/reset`, `/__mock/state` (the Pact verification's provider states), `/__mock/faults`.
 */
import type { ServerResponse } from 'node:http';
import { resetDb } from './db/mockDb';
import { clearFaults, currentFaults, parseFaultRules, setFaults } from './faults';
import { sendJson } from './http/bridge';
import type { FilePersistence } from './persistence/fileStore';
import {
  providerStateNamed,
  providerStates,
  type StateParams,
  type StateValues,
} from './providerStates';

export const CONTROL_NEEDS_JSON_MESSAGE =
  'Les requêtes de contrôle du serveur simulé doivent être envoyées en JSON (Content-Type: application/json).';

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The provider-state change of the Pact verification. The verifier posts
 * `{ state, params, action: 'setup' | 'teardown' }` for each state of an interaction; a setup
 * answers `{ success: true, state, ...values }`, the values being the state's (providerStates.ts).
 * - The first setup of an interaction starts from the seed data (reset), then runs the state; the
 *   verifier calls it with an empty `state` for an interaction without one, which then runs on the
 *   seed data.
 * - A teardown resets too, so nothing an interaction did leaks into the next one.
 */
let lastStateAction: 'setup' | 'teardown' = 'teardown';

export async function changeState(body: unknown): Promise<{ status: number; body: unknown }> {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const state = typeof record.state === 'string' ? record.state : '';
  const action = record.action === 'teardown' ? 'teardown' : 'setup';
  if (action === 'teardown') {
    lastStateAction = 'teardown';
    resetDb();
    clearFaults();
    return { status: 200, body: { success: true } };
  }
  if (lastStateAction === 'teardown') {
    resetDb();
    clearFaults();
  }
  lastStateAction = 'setup';
  if (!state) return { status: 200, body: { success: true } };
  const setUp = providerStateNamed(state);
  if (!setUp)
    return {
      status: 400,
      body: {
        success: false,
        message: `Unknown provider state '${state}'. Known states: ${Object.keys(providerStates).join(', ')}.`,
      },
    };
  const params =
    record.params && typeof record.params === 'object' && !Array.isArray(record.params)
      ? (record.params as StateParams)
      : {};
  let values: StateValues | void;
  try {
    values = await setUp(params);
  } catch (error) {
    return {
      status: 400,
      body: {
        success: false,
        message: `Provider state '${state}': ${error instanceof Error ? error.message : String(error)}`,
      },
    };
  }
  // The state's values (a token, a link's signature) are the answer's own keys: the verifier
  // injects them where the pact says fromProviderState('${name}', …).
  return { status: 200, body: { ...values, success: true, state } };
}

/** Answers the control endpoints; false when the request is not one of them. */
export async function handleControl(
  method: string,
  path: string,
  body: Buffer,
  response: ServerResponse,
  persistence: FilePersistence | undefined,
): Promise<boolean> {
  if (method === 'POST' && path === '/__mock/reset') {
    lastStateAction = 'teardown';
    clearFaults();
    if (persistence) await persistence.reset();
    else resetDb();
    sendJson(response, 200, { success: true });
    return true;
  }
  if (method === 'POST' && path === '/__mock/state') {
    const result = await changeState(parseJson(body));
    void persistence?.save();
    sendJson(response, result.status, result.body);
    return true;
  }
  if (path === '/__mock/faults' && (method === 'GET' || method === 'POST')) {
    if (method === 'POST') {
      const parsed = parseFaultRules(parseJson(body));
      if (!parsed.ok) {
        sendJson(response, 400, { success: false, message: parsed.message });
        return true;
      }
      setFaults(parsed.rules);
    }
    sendJson(response, 200, { success: true, faults: currentFaults() });
    return true;
  }
  return false;
}
