/**
 * The provider states, exactly as the state tables of docs/api.md and docs/api/*.md name them, with
 * their parameters, the tokens they issue and the fixed tokens of the examples: the one source of
 * their names. The contracts name them from here, and the mock's provider states
 * (mock-server/providerStates.ts) are keyed by them (`Record<StateName, …>`); the tests of
 * mock-server/providerStates.contracts.test.ts hold the pacts, the mock, the operation table and
 * the documents to them. Constants only: the mock server imports this module.
 */

/**
 * `{ simulation?, solution?, cluster?, carbonSimulation?, history? }`: user 1 (token
 * `usr.pact-valid`), and each item named belongs to another user.
 */
export const ANOTHER_USERS_ITEMS = 'another user owns these items' as const;

/** Another user's floor simulation 901, solution 902, cluster 903 and its carbon simulation 9031. */
export const ANOTHER_USERS_FLOOR_AND_CARBON = given(ANOTHER_USERS_ITEMS, {
  simulation: 901,
  solution: 902,
  cluster: 903,
  carbonSimulation: 9031,
});

/** Another user's saved history 1901 (general site). */
export const ANOTHER_USERS_HISTORY = given(ANOTHER_USERS_ITEMS, { history: 1901 });

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
  name: ContractState;
  params: JsonMap;
}

/** A provider state: its name alone, or its name and parameters. */
export type ProviderState = ContractState | StateWithParams;

export function given(name: ContractState, params: JsonMap): StateWithParams {
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

/** The provider states of docs/api/floor.md. */
export const FLOOR_STATE = {
  userSimulation: 'user 1 has a floor simulation',
  visitorSimulation: 'a visitor has a floor simulation',
  emptySimulation: 'a visitor has a floor simulation without solution',
} as const;

/** The provider states of docs/api/carbon.md. */
export const CARBON_STATE = {
  clusters: 'user 1 has carbon clusters',
  anonymousCluster: 'an anonymous visitor has carbon cluster 950',
  fullCluster: 'user 1 has carbon cluster 304 with 10 simulations',
} as const;

/** The provider states of docs/api/thermalHistory.md. */
export const HISTORY_STATE = {
  histories: 'user 1 has thermal and environmental histories',
  visitorsHistory: "a visitor's thermal history 1501",
  otherDevicesHistory: "a visitor's thermal history 1501 from a device user 1 never logged in from",
} as const;

/** The provider state of the questionnaire's history (docs/api/catalogue.md). */
export const THERMO_HISTORY_STATE =
  'history 1501 is a thermo-pre-slab result on an intermediate floor';

/**
 * The states of the benchmarks at scale (docs/api/scale.md), which no contract names: a backend
 * verifying the pacts need not set them up.
 */
export const BENCH_STATE = {
  scale: 'a user with 1,000 histories, 1,000 floor items and 200 clusters',
  libraryScale: 'the PSI library at ten times its size',
} as const;

const values = <T extends Record<string, string>>(names: T) => Object.values(names) as T[keyof T][];

/** Every state a contract may name. */
export const CONTRACT_STATES = [
  ANOTHER_USERS_ITEMS,
  ...values(STATE),
  ...values(PARAM_STATE),
  ...values(CATALOGUE_STATE),
  ...values(FLOOR_STATE),
  ...values(CARBON_STATE),
  ...values(HISTORY_STATE),
  THERMO_HISTORY_STATE,
] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** Every provider state: the contracts' and the benchmarks'. */
export const STATE_NAMES = [...CONTRACT_STATES, ...values(BENCH_STATE)] as const;
export type StateName = (typeof STATE_NAMES)[number];

/**
 * The states that issue a user's token (their value `token`, which the contracts send as
 * `Bearer ${token}`): an operation whose caller is 'user' is called with one of them (or with no
 * token at all, a visitor's call). 'a user with an expired token' issues one that has expired.
 */
export const USER_TOKEN_STATES: readonly StateName[] = [
  STATE.validToken,
  STATE.expiredToken,
  STATE.mustChoosePassword,
  STATE.histories,
  PARAM_STATE.validTokenAndAccount,
  PARAM_STATE.historyReport,
  ANOTHER_USERS_ITEMS,
  FLOOR_STATE.userSimulation,
  ...values(CARBON_STATE),
  ...values(HISTORY_STATE),
  BENCH_STATE.scale,
];

/** The states that issue a device's token (their value `deviceToken`). */
export const DEVICE_TOKEN_STATES: readonly StateName[] = [
  STATE.registeredDevice,
  PARAM_STATE.deviceAndAccount,
  HISTORY_STATE.visitorsHistory,
  THERMO_HISTORY_STATE,
];

/**
 * The state of each caller of the operation table (src/api/operationTable.ts) and the token of its
 * examples: what a contract of an operation relies on when it names no state of its own.
 */
export const CALLER_STATE = {
  user: { state: STATE.validToken, token: TOKEN.valid },
  device: { state: STATE.registeredDevice, token: TOKEN.device },
} as const;
