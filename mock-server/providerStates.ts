/**
 * The provider states of the contracts (the state table of docs/api.md), for a backend verifying
 * the pacts. Each starts from the seed (`resetDb()`), then creates what its interaction relies on
 * from its parameters: accounts, tokens, links, histories, simulations, clusters. So the pacts
 * verify against a mock started with the seed mode 'catalogue' (no account, history, simulation or
 * cluster: `MOCK_SERVER_SEED=catalogue`) as against the full seed.
 *
 * A state may answer values (its `StateValues`): the state-change endpoint returns them, and the
 * verifier puts them into the request where the pact says `fromProviderState('${name}', …)`, so a
 * backend supplies its own tokens and link signatures.
 */
import type { StateName } from '../src/api/pact/pactStates';
import { signLink } from './db/mockDb';
import { accountStates } from './states/accountStates';
import { carbonStates } from './states/carbonStates';
import { catalogueStates } from './states/catalogueStates';
import { floorStates } from './states/floorStates';
import { generalToolStates } from './states/generalToolStates';
import { scaleStates } from './states/scaleStates';
import type { ProviderState } from './states/stateSupport';

export {
  PACT_DEVICE,
  PACT_INACTIVE_USER_ID,
  PACT_LINK_EXPIRES,
  PACT_NEW_EMAIL,
} from './states/accountStates';
export {
  PACT_TOKENS,
  type ProviderState,
  type StateParams,
  type StateValues,
} from './states/stateSupport';

/** The signature of a signed link, as the mock computes it (HMAC-SHA256 of `id.token.expires`). */
export function signedLinkFor(
  id: number | string,
  token: string,
  expires: number | string,
): Promise<string> {
  return signLink(id, token, expires);
}

/** Every provider state, by its name (src/api/pact/pactStates.ts): a state left out fails the type check. */
export const providerStates: Record<StateName, ProviderState> = {
  ...generalToolStates,
  ...floorStates,
  ...carbonStates,
  ...accountStates,
  ...catalogueStates,
  ...scaleStates,
};

/** The set-up of the state named `name`, if there is one (a name as a request gives it). */
export function providerStateNamed(name: string): ProviderState | undefined {
  return Object.hasOwn(providerStates, name) ? providerStates[name as StateName] : undefined;
}
