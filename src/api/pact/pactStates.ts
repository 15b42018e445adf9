/**
 * The provider states of the consumer contracts, exactly as docs/api.md names them, with their
 * parameters, and the fixed tokens they set up.
 */

/**
 * `{ simulation?, solution?, cluster?, carbonSimulation?, history? }`: user 1 (token
 * `usr.pact-valid`), and each item named belongs to another user.
 */
export const ANOTHER_USERS_ITEMS = 'another user owns these items';

/** Another user's floor simulation 901, solution 902, cluster 903 and its carbon simulation 9031. */
export const ANOTHER_USERS_FLOOR_AND_CARBON = {
  name: ANOTHER_USERS_ITEMS,
  params: { simulation: 901, solution: 902, cluster: 903, carbonSimulation: 9031 },
};

/** Another user's saved history 1901 (general site). */
export const ANOTHER_USERS_HISTORY = { name: ANOTHER_USERS_ITEMS, params: { history: 1901 } };

/** The provider states, exactly as named in docs/api.md. */
export const STATE = {
  registeredDevice: 'a registered device',
  validToken: 'a user with a valid token',
  expiredToken: 'a user with an expired token',
  mustChoosePassword: 'a user who must choose a new password',
  histories: 'user 1 has floor and carbon histories',
  awaitingActivation: 'an account waiting for activation',
  activatedAccount: 'an activated account',
  emailChangePending: 'an e-mail change waiting for confirmation',
  passwordResetToken: 'a password-reset token',
} as const;

/**
 * A provider state with its parameters (`given(name, params)` of Pact V3): what the interaction
 * relies on, which the provider sets up from the parameters (docs/api.md lists every state).
 */
export interface StateWithParams {
  name: string;
  params: JsonMap;
}

/** A provider state: its name alone, or its name and parameters. */
export type ProviderState = string | StateWithParams;

export function given(name: string, params: JsonMap): StateWithParams {
  return { name, params };
}

/** A JSON value. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Parameters of a provider state (JSON values). */
export type JsonMap = Record<string, JsonValue>;

/** The states that take parameters, exactly as named in docs/api.md. */
export const PARAM_STATE = {
  /** `{ email, password }`: an activated account with that e-mail and password. */
  account: 'a user with this e-mail and password',
  /** `{ email, password }`: as `account`, and a registered device (answers `deviceToken`). */
  deviceAndAccount: 'a registered device and a user with this e-mail and password',
  /** `{ email }`: as 'a user with a valid token', and another account has that e-mail. */
  validTokenAndAccount: 'a user with a valid token and another account with this e-mail',
  /** `{ email }`: an account of the partner domain (single sign-on only). */
  partnerAccount: 'a partner account with this e-mail',
  /** `{ email }`: no account has that e-mail. */
  noAccount: 'no account has this e-mail',
  /** `{ uuid }`: no device has that uuid. */
  noDeviceUuid: 'no device has this uuid',
  /** `{ token }`: no device or user has that token. */
  noDeviceToken: 'no device has this token',
  /** `{ token }`: no password-reset token has that value. */
  noResetToken: 'no password-reset token has this value',
  /** `{ slug }` or `{ id }`: a solution of the floor catalogue. */
  floorSolution: 'a floor solution in the catalogue',
  /** `{ slug }`: no solution of the floor catalogue has it. */
  noFloorSolution: 'no floor solution has this slug',
  /** `{ id }`: a rupteur of the thermal-break catalogue. */
  rupteur: 'a rupteur with this id',
  /** `{ id }`: no rupteur has that id. */
  noRupteur: 'no rupteur has this id',
  /** `{ name }`: a picture served by /media/download/{name}. */
  picture: 'a picture with this name',
  /** `{ name }`: no picture has that name. */
  noPicture: 'no picture has this name',
  /** `{ id }`: no general-site history has that id. */
  noHistory: 'no history has this id',
  /** `{ id }`: no floor simulation has that id. */
  noFloorSimulation: 'no floor simulation has this id',
  /** `{ filterChoices }`: answers `reportPath`, the PSI library report of those choices. */
  libraryReport: 'the PSI library report of these choices',
  /** `{ id }`: as 'user 1 has thermal and environmental histories'; answers `reportPath`. */
  historyReport: 'user 1 has the report link of a history',
  /** `{ operation }`: the server answers that operation ('GET /api/…') 500 once. */
  serverError: 'the server fails on this operation',
} as const;

/** States of the read-only catalogues (nothing to create; they name what the interaction reads). */
export const CATALOGUE_STATE = {
  floor: 'the floor catalogue',
  thermal: 'the thermal-break and environmental catalogue',
  passwordPolicy: 'the password policy',
} as const;

/** The tokens that the provider states set up. */
export const TOKEN = {
  device: 'dev.pact-device',
  valid: 'usr.pact-valid',
  expired: 'usr.pact-expired',
  unknownDevice: 'dev.pact-unknown',
} as const;
