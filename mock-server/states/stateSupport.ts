/**
 * What the provider states share: their signature, their fixed tokens, the user token they give,
 * the checks of their parameters.
 */
import type { StateName } from '../../src/api/pact/pactStates';
import { registerToken, REMEMBERED_TOKEN_LIFETIME_MS } from '../db/mockDb';

/** The parameters of a state, as the pact gives them (`given(name, params)`). */
export type StateParams = Record<string, unknown>;

/**
 * The values a state answers: the state-change endpoint returns them, and the verifier injects them
 * where the pact says `fromProviderState('${name}', …)` (a token, a link's signature).
 */
export type StateValues = Record<string, string | number | boolean>;

/** Sets up a provider state from the seed; throws when its parameters cannot be met. */
export type ProviderState = (
  params?: StateParams,
) => void | StateValues | Promise<void | StateValues>;

/**
 * Set-ups of some states, keyed by their names (src/api/pact/pactStates.ts, the one source of the
 * names: a name it does not hold fails the type check).
 */
export type StateSetUps = Partial<Record<StateName, ProviderState>>;

export const PACT_TOKENS = {
  device: 'dev.pact-device',
  valid: 'usr.pact-valid',
  expired: 'usr.pact-expired',
  reset: 'reset-pact',
  activation: 'act-pact',
  emailChange: 'mail-pact',
} as const;

let tokenSuffix = '';

/**
 * 'fixed' (default): the states issue the tokens of PACT_TOKENS. 'random': each state issues its
 * own (`usr.pact-valid.3f9a…`), as a real backend would (the standalone server's
 * `MOCK_SERVER_STATE_TOKENS=random`, which `npm run pact:verify` sets): the verification then
 * passes only if the pacts take every token from the states' values.
 */
export function setStateTokens(mode: 'fixed' | 'random'): void {
  tokenSuffix = mode === 'random' ? '.random' : '';
}

/** The token a state issues for `kind`: PACT_TOKENS', or a fresh one in the mode 'random'. */
export function stateToken(kind: keyof typeof PACT_TOKENS): string {
  if (!tokenSuffix) return PACT_TOKENS[kind];
  return `${PACT_TOKENS[kind]}.${Math.random().toString(16).slice(2, 10)}`;
}

/** The user token `usr.pact-valid` of `userId`, answered as the state's value `token`. */
export function validUserToken(userId = 1): StateValues {
  const token = stateToken('valid');
  registerToken(token, { kind: 'user', userId }, REMEMBERED_TOKEN_LIFETIME_MS);
  return { token };
}

/** A state's parameter that must be a non-empty string. */
export function stringParam(params: StateParams | undefined, name: string): string {
  const value = params?.[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`Provider state: the parameter '${name}' must be a non-empty string.`);
  return value;
}

/** A state's parameter that must be a positive integer (a number or its digits). */
export function idParam(params: StateParams | undefined, name: string): number {
  const value = Number(params?.[name]);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`Provider state: the parameter '${name}' must be a positive integer.`);
  return value;
}
