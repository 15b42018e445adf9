/** The provider states of accounts, devices, tokens and signed links (docs/api.md). */
import {
  createAccount,
  createResetToken,
  db,
  findUserByEmail,
  isPartnerDomain,
  registerDevice,
  registerPendingLink,
  registerToken,
  resetDb,
  signLink,
} from '../db/mockDb';
import { ANOTHER_USERS_ITEMS, PARAM_STATE, STATE } from '../../src/api/pact/pactStates';
import { historyById } from '../db/generalTools/histories';
import { restoreSeedAccount, seedAccountIdOf } from '../db/seedAccounts';
import { idParam, stateToken, stringParam, validUserToken, type StateSetUps } from './stateSupport';

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

/** The user token `usr.pact-valid` of user `userId`; the values give it as `token`. */
function validTokenFor(userId: number) {
  return validUserToken(userId);
}

/**
 * The account of `email`, activated, with `password`: the seed's account of that e-mail when there
 * is one (its profile and histories), else a new one. A partner-domain address makes a partner
 * account (it signs in through single sign-on).
 */
function accountWith(email: string, password: string) {
  const seedId = seedAccountIdOf(email);
  const account =
    seedId !== undefined
      ? restoreSeedAccount(seedId)
      : (findUserByEmail(email) ??
        createAccount({
          email,
          password,
          civility: '',
          firstname: 'Alex',
          lastname: 'Durand',
          company: '',
          phone: '',
          siret: '',
          fonction: '',
          activity: '',
          address: '',
          addressComplement: '',
          postalCode: '',
          city: '',
          country: 'France',
          partner: isPartnerDomain(email),
        }));
  account.password = password;
  account.activated = true;
  account.updatedPassword = true;
  return account;
}

function removeAccountOf(email: string): void {
  const account = findUserByEmail(email);
  if (account) db.users.delete(account.id);
}

/** The values of a signed link of the states (the request's body takes them). */
async function linkValues(userId: number, token: string) {
  return {
    id: String(userId),
    linkToken: token,
    expires: String(PACT_LINK_EXPIRES),
    signature: await signLink(userId, token, PACT_LINK_EXPIRES),
  };
}

async function activationLink(activated: boolean) {
  resetDb();
  restoreSeedAccount(PACT_INACTIVE_USER_ID).activated = activated;
  const token = stateToken('activation');
  await registerPendingLink(token, {
    purpose: 'activation',
    userId: PACT_INACTIVE_USER_ID,
    expires: PACT_LINK_EXPIRES,
  });
  return linkValues(PACT_INACTIVE_USER_ID, token);
}

/** States of accounts, devices, tokens and links (docs/api.md). */
export const accountStates = {
  [STATE.registeredDevice]: () => {
    resetDb();
    const deviceToken = stateToken('device');
    registerDevice({ ...PACT_DEVICE }, deviceToken);
    return { deviceToken };
  },
  [PARAM_STATE.noDeviceUuid]: (params) => {
    resetDb();
    db.devices.delete(stringParam(params, 'uuid'));
  },
  [PARAM_STATE.noDeviceToken]: (params) => {
    resetDb();
    db.tokens.delete(stringParam(params, 'token'));
  },
  [STATE.validToken]: () => {
    resetDb();
    restoreSeedAccount(1);
    return validTokenFor(1);
  },
  [STATE.expiredToken]: () => {
    resetDb();
    restoreSeedAccount(1);
    const token = stateToken('expired');
    registerToken(token, { kind: 'user', userId: 1 }, 0);
    return { token };
  },
  [STATE.mustChoosePassword]: () => {
    resetDb();
    restoreSeedAccount(3).updatedPassword = false;
    return validTokenFor(3);
  },
  [PARAM_STATE.account]: (params) => {
    resetDb();
    const account = accountWith(stringParam(params, 'email'), stringParam(params, 'password'));
    return { userId: account.id };
  },
  /** The general site's login from a visitor's device: the login-check carries its token. */
  [PARAM_STATE.deviceAndAccount]: (params) => {
    resetDb();
    const account = accountWith(stringParam(params, 'email'), stringParam(params, 'password'));
    const deviceToken = stateToken('device');
    registerDevice({ ...PACT_DEVICE }, deviceToken);
    return { userId: account.id, deviceToken };
  },
  [PARAM_STATE.validTokenAndAccount]: (params) => {
    resetDb();
    restoreSeedAccount(1);
    const email = stringParam(params, 'email');
    if (findUserByEmail(email)?.id === 1)
      throw new Error(`Provider state: '${email}' is the address of the user with the token.`);
    accountWith(email, 'Autre-2024!');
    return validTokenFor(1);
  },
  [PARAM_STATE.partnerAccount]: (params) => {
    resetDb();
    const email = stringParam(params, 'email');
    if (!isPartnerDomain(email))
      throw new Error(`Provider state: '${email}' is not an address of the partner domain.`);
    const account = accountWith(email, 'Sso-only-2024!');
    account.partner = true;
    return { userId: account.id };
  },
  [PARAM_STATE.noAccount]: (params) => {
    resetDb();
    removeAccountOf(stringParam(params, 'email'));
  },
  /** The seed holds simulation 101, solution 201 and clusters 301 (3011) and 302 (3021, 3022). */
  [STATE.histories]: () => {
    resetDb();
    restoreSeedAccount(1);
    return validTokenFor(1);
  },
  /**
   * User 1 with their token, and the items the params name belong to another user (user 2 of the
   * seed: simulation 901, solution 902, cluster 903 holding carbon simulation 9031, history 1901).
   */
  [ANOTHER_USERS_ITEMS]: (params) => {
    resetDb();
    restoreSeedAccount(1);
    restoreSeedAccount(2);
    const owners: Record<string, (id: number) => number | null | undefined> = {
      simulation: (id) => db.floorSimulations.get(id)?.userId,
      solution: (id) => db.floorSolutions.get(id)?.userId,
      cluster: (id) => db.carbonClusters.get(id)?.userId,
      carbonSimulation: (id) =>
        [...db.carbonClusters.values()].find((cluster) =>
          cluster.simulations.some((simulation) => simulation.id === id),
        )?.userId,
      history: (id) => historyById(id)?.customerId,
    };
    const named = Object.keys(params ?? {});
    if (named.length === 0)
      throw new Error(`Provider state: name at least one of ${Object.keys(owners).join(', ')}.`);
    for (const kind of named) {
      const ownerOf = owners[kind];
      if (!ownerOf) throw new Error(`Provider state: unknown item kind '${kind}'.`);
      const id = idParam(params, kind);
      if (ownerOf(id) !== 2)
        throw new Error(`Provider state: the seed gives no other user the ${kind} ${id}.`);
    }
    return validTokenFor(1);
  },
  [STATE.awaitingActivation]: () => activationLink(false),
  [STATE.activatedAccount]: () => activationLink(true),
  [STATE.emailChangePending]: async () => {
    resetDb();
    restoreSeedAccount(1);
    const token = stateToken('emailChange');
    await registerPendingLink(token, {
      purpose: 'email-change',
      userId: 1,
      expires: PACT_LINK_EXPIRES,
      newEmail: PACT_NEW_EMAIL,
    });
    return linkValues(1, token);
  },
  [STATE.passwordResetToken]: () => {
    resetDb();
    restoreSeedAccount(1);
    const resetToken = stateToken('reset');
    createResetToken(1, resetToken);
    return { resetToken };
  },
  [PARAM_STATE.noResetToken]: (params) => {
    resetDb();
    db.resetTokens.delete(stringParam(params, 'token'));
  },
} satisfies StateSetUps;
