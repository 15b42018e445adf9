/**
 * The provider states of the contracts (docs/api.md), for a backend verifying the pacts: each
 * starts from the seed (`resetDb()`) then sets up fixed tokens and links, so the pacts can hold
 * exact values.
 */
import {
  createResetToken,
  db,
  findUserByEmail,
  registerDevice,
  registerPendingLink,
  registerToken,
  REMEMBERED_TOKEN_LIFETIME_MS,
  resetDb,
  signLink,
} from './db/mockDb';
import { carbonStates } from './states/carbonStates';
import { floorStates } from './states/floorStates';
import { generalToolStates } from './states/generalToolStates';
import { scaleStates } from './states/scaleStates';

export const PACT_TOKENS = {
  device: 'dev.pact-device',
  valid: 'usr.pact-valid',
  expired: 'usr.pact-expired',
  reset: 'reset-pact',
  activation: 'act-pact',
  emailChange: 'mail-pact',
} as const;

export const PACT_DEVICE = {
  uuid: '7d3f9a52-4c1e-4b8a-9f06-2e5b8c1d4a70',
  browser: 'Chrome',
  browserVersion: '131.0',
  os: 'Windows',
} as const;

/** 2100-01-01T00:00:00Z: the provider states' links do not expire. */
export const PACT_LINK_EXPIRES = 4102444800;
export const PACT_INACTIVE_USER_ID = 50;
export const PACT_NEW_EMAIL = 'claire.nouvelle@maconnerie-martin.fr';

/** The signature of a signed link, as the mock computes it (HMAC-SHA256 of `id.token.expires`). */
export function signedLinkFor(
  id: number | string,
  token: string,
  expires: number | string,
): Promise<string> {
  return signLink(id, token, expires);
}

function validTokenFor(userId: number): void {
  registerToken(PACT_TOKENS.valid, { kind: 'user', userId }, REMEMBERED_TOKEN_LIFETIME_MS);
}

function user(id: number) {
  const found = db.users.get(id);
  if (!found) throw new Error(`Provider state: the seed has no user ${id}.`);
  return found;
}

async function activationLink(activated: boolean): Promise<void> {
  resetDb();
  user(PACT_INACTIVE_USER_ID).activated = activated;
  await registerPendingLink(PACT_TOKENS.activation, {
    purpose: 'activation',
    userId: PACT_INACTIVE_USER_ID,
    expires: PACT_LINK_EXPIRES,
  });
}

export const providerStates: Record<string, () => void | Promise<void>> = {
  ...generalToolStates,
  ...floorStates,
  ...carbonStates,
  ...scaleStates,
  'a registered device': () => {
    resetDb();
    registerDevice({ ...PACT_DEVICE }, PACT_TOKENS.device);
  },
  'a user with a valid token': () => {
    resetDb();
    validTokenFor(1);
  },
  'a user with an expired token': () => {
    resetDb();
    registerToken(PACT_TOKENS.expired, { kind: 'user', userId: 1 }, 0);
  },
  'a user who must choose a new password': () => {
    resetDb();
    user(3).updatedPassword = false;
    validTokenFor(3);
  },
  /** The seed holds simulation 101, solution 201 and clusters 301 (3011) and 302 (3021, 3022). */
  'user 1 has floor and carbon histories': () => {
    resetDb();
    validTokenFor(1);
  },
  /** The seed gives user 2 simulation 901, solution 902 and cluster 903. */
  'another user owns simulation 901': () => {
    resetDb();
    validTokenFor(1);
  },
  'an account waiting for activation': () => activationLink(false),
  'an activated account': () => activationLink(true),
  'an e-mail change waiting for confirmation': async () => {
    resetDb();
    await registerPendingLink(PACT_TOKENS.emailChange, {
      purpose: 'email-change',
      userId: 1,
      expires: PACT_LINK_EXPIRES,
      newEmail: PACT_NEW_EMAIL,
    });
  },
  'a password-reset token': () => {
    resetDb();
    createResetToken(1, PACT_TOKENS.reset);
  },
  /**
   * For the registrations of the contracts' malformed requests (src/api/pact/validation.pact.test.ts):
   * the address they register, paul.renard@renard-batiment.fr, is free, so a refusal can only come
   * from the refused fields.
   */
  'no account uses the e-mail to register': () => {
    resetDb();
    const taken = findUserByEmail('paul.renard@renard-batiment.fr');
    if (taken) db.users.delete(taken.id);
  },
};
