/**
 * What the tests of the provider states share: the parameters the pacts give the states that take
 * some, `given(state)`, the reset after each test, user 1's client and the parts of a signed link.
 */
import { setSeedMode, resetDb, setSigningSecret, SIGNED_LINK_SECRET } from './db/mockDb';
import { clearFaults } from './faults';
import { clientWith } from './handlers/testSupport';
import {
  PACT_LINK_EXPIRES,
  providerStateNamed,
  signedLinkFor,
  type StateParams,
  type StateValues,
} from './providerStates';
import { setStateTokens } from './states/stateSupport';

/** Parameters for the states that take some (as the pacts give them). */
export const EXAMPLE_PARAMS: Record<string, StateParams> = {
  'no device has this uuid': { uuid: '6f1c2b7e-3d4a-4f8b-9c21-5e7a8d9b0c1f' },
  'no device has this token': { token: 'dev.pact-unknown' },
  'a user with this e-mail and password': {
    email: 'claire.martin@maconnerie-martin.fr',
    password: 'Rupteo2024!',
  },
  'a registered device and a user with this e-mail and password': {
    email: 'claire.martin@maconnerie-martin.fr',
    password: 'Rupteo2024!',
  },
  'a user with a valid token and another account with this e-mail': {
    email: 'julien.bernard@bet-structure.fr',
  },
  'a partner account with this e-mail': { email: 'marc.lefevre@batiprime.fr' },
  'no account has this e-mail': { email: 'paul.renard@renard-batiment.fr' },
  'no password-reset token has this value': { token: 'reset-inconnu' },
  'the server fails on this operation': { operation: 'GET /api/password/criteria/' },
  'a floor solution in the catalogue': { slug: 'plancher-poutrelle-entrevous-pse-isolant-up-0-20' },
  'no floor solution has this slug': { slug: 'plancher-inconnu' },
  'no floor simulation has this id': { id: 999999 },
  'a rupteur with this id': { id: 510 },
  'no rupteur has this id': { id: 999 },
  'a picture with this name': { name: 'rupteur-thermopredalle-tpr' },
  'no picture has this name': { name: 'inconnu' },
  'no history has this id': { id: 987654 },
  'user 1 has the report link of a history': { id: 1001 },
  'the PSI library report of these choices': {
    filterChoices: { 22: [223], 23: [232], 24: [241], 26: [261] },
  },
  'another user owns these items': {
    simulation: 901,
    solution: 902,
    cluster: 903,
    carbonSimulation: 9031,
    history: 1901,
  },
};

export async function given(
  state: string,
  params = EXAMPLE_PARAMS[state],
): Promise<StateValues | void> {
  const setUp = providerStateNamed(state);
  if (!setUp) throw new Error(`No provider state '${state}'.`);
  return setUp(params);
}

/** After each test: no fault, the full seed, the fixed tokens and the mock's secret. */
export function resetStatesAfterEachTest(): void {
  afterEach(() => {
    clearFaults();
    setSeedMode('full');
    setStateTokens('fixed');
    setSigningSecret(SIGNED_LINK_SECRET);
    resetDb();
  });
}

export const valid = clientWith('usr.pact-valid');

/** The parts of the signed link `id.token` of the states (its expiry and signature). */
export async function link(id: string, token: string) {
  return {
    id,
    token,
    expires: String(PACT_LINK_EXPIRES),
    signature: await signedLinkFor(id, token, PACT_LINK_EXPIRES),
  };
}
