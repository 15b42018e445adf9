/** What the provider states share: their signature, their fixed tokens, the user token they give. */
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

export const PACT_TOKENS = {
  device: 'dev.pact-device',
  valid: 'usr.pact-valid',
  expired: 'usr.pact-expired',
  reset: 'reset-pact',
  activation: 'act-pact',
  emailChange: 'mail-pact',
} as const;

/** The user token `usr.pact-valid` of `userId`, answered as the state's value `token`. */
export function validUserToken(userId = 1): StateValues {
  registerToken(PACT_TOKENS.valid, { kind: 'user', userId }, REMEMBERED_TOKEN_LIFETIME_MS);
  return { token: PACT_TOKENS.valid };
}
