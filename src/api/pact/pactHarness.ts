/**
 * Shared parts of the consumer contracts: the Pact builder of 'rupteo-front' against 'rupteo-api',
 * the provider states of docs/api.md, their fixed tokens, and an API client on the Pact mock server.
 *
 * Every interaction is a case given to `expectInteraction` (or to `operationCases`,
 * `expectExpiredToken` and `expectNotFound`, built on it): the harness alone records it on the Pact
 * builder and drives the case's client function of src/api, on a client from `createApiClient`
 * against the mock server, so the contract records exactly what the app sends and what it reads,
 * with the same headers everywhere.
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { MatchersV3, PactV4, type Path, type TemplateHeaders } from '@pact-foundation/pact';
import { createApiClient, type ApiClient, type HttpMethod } from '../http';
import type { Profile, RegistrationRequest, SignedLinkParams } from '../types';

export const CONSUMER = 'rupteo-front';
export const PROVIDER = 'rupteo-api';
/** pacts/ by default; PACT_OUTPUT_DIR sets another folder (to work on some contracts apart). */
export const PACT_DIR = process.env.PACT_OUTPUT_DIR ?? path.resolve(__dirname, '../../../pacts');

export function createPact(): PactV4 {
  return new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    logLevel: 'warn',
  });
}

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

export const SEED_PASSWORD = 'Rupteo2024!';
export const USER_1_EMAIL = 'claire.martin@maconnerie-martin.fr';
export const USER_2_EMAIL = 'julien.bernard@bet-structure.fr';
export const NEW_EMAIL = 'claire.nouvelle@maconnerie-martin.fr';
/** A seed account of the partner organisation: it must sign in through single sign-on. */
export const PARTNER_EMAIL = 'marc.lefevre@batiprime.fr';
/** The account of 'an account waiting for activation'. */
export const INACTIVE_EMAIL = 'manon.blanc@blanc-architecture.fr';

/** A strong password that meets every criterion of the mock. */
export const NEW_PASSWORD = 'Nouveau2025!';
/** A password that meets no length criterion. */
export const WEAK_PASSWORD = 'abc';

/**
 * The secret of the mock's signed links: only for the examples of the consumer tests. The pacts
 * take every value of a link from the provider state (`signedLinkFromState`), so a backend signs
 * with its own secret.
 */
const EXAMPLE_LINK_SECRET = 'mock-server-secret';
/** 2100-01-01T00:00:00Z, the expiry of the provider states' links. */
export const LINK_EXPIRES = '4102444800';

export function signedLink(id: string, token: string, expires = LINK_EXPIRES): SignedLinkParams {
  const signature = createHmac('sha256', EXAMPLE_LINK_SECRET)
    .update(`${id}.${token}.${expires}`)
    .digest('hex');
  return { id, token, expires, signature };
}

const { fromProviderState } = MatchersV3;

/**
 * The body of a signed link whose every value comes from the provider state (its values `id`,
 * `linkToken`, `expires` and `signature`), the example being `example`; a value of `forged`
 * replaces the state's (a wrong signature or token, for a refusal).
 */
export function signedLinkFromState(
  example: SignedLinkParams,
  forged: Partial<SignedLinkParams> = {},
): Template<SignedLinkParams> {
  return {
    id: forged.id ?? fromProviderState('${id}', example.id),
    token: forged.token ?? fromProviderState('${linkToken}', example.token),
    expires: forged.expires ?? fromProviderState('${expires}', example.expires),
    signature: forged.signature ?? fromProviderState('${signature}', example.signature),
  };
}

/** A password-reset token issued by the state 'a password-reset token' (its value `resetToken`). */
export function resetTokenFromState(example: string) {
  return fromProviderState('${resetToken}', example);
}

/**
 * The example values of a template that may hold matchers: what the client sends in the consumer
 * test (the pact keeps the matchers).
 */
export function exampleOf<T>(template: Template<T>): T {
  return examples(template) as T;
}

function examples(template: unknown): unknown {
  if (template === undefined || template === null) return template;
  if (Array.isArray(template)) return template.map(examples);
  if (typeof template === 'object') {
    if ('pact:matcher:type' in template || 'pact:generator:type' in template)
      return examples((template as { value?: unknown }).value);
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, examples(value)]),
    );
  }
  return template;
}

/** An API client on the Pact mock server; `token` is sent as Bearer on non-public calls. */
function clientOn(url: string, token?: string): ApiClient {
  return createApiClient({ baseURL: url, getToken: () => token ?? null });
}

const { regex } = MatchersV3;

/**
 * The tokens a provider state issues, by the name of the state's value that gives them: a backend
 * issues its own and its state-change endpoint answers them (docs/api.md).
 */
const TOKEN_STATE_VALUES: Record<string, string> = {
  'usr.pact-valid': 'token',
  'usr.pact-expired': 'token',
  'dev.pact-device': 'deviceToken',
};

/**
 * The Authorization header of a call made with `token`: a token a provider state issued comes from
 * the state's values; another one (an unknown token) is sent as it is.
 */
function bearer(token: string) {
  const value = TOKEN_STATE_VALUES[token];
  return {
    Authorization: value
      ? fromProviderState(`Bearer \${${value}}`, `Bearer ${token}`)
      : regex(/^Bearer \S+$/, `Bearer ${token}`),
  };
}

const JSON_CONTENT = { 'Content-Type': regex(/^application\/json/, 'application/json') };

/**
 * An address the server gives (media, document, report, zip, operation): root-relative to the API
 * or absolute on the API's host, both accepted (the embedded mock answers the first, the
 * standalone one the second; the app resolves both: src/api/apiUrl.ts). `path` is a regular
 * expression of the path, without anchors; the example is root-relative.
 */
export function apiAddress(path: string, example: string) {
  return regex(`^(https?://[^/?#]+)?${path}$`, example);
}

/** A picture of `/media/download/{visual}` (with `?format=thumb` when the example has it). */
export function mediaAddress(example: string) {
  const thumb = example.endsWith('?format=thumb') ? '\\?format=thumb' : '';
  return apiAddress(`/media/download/[\\w-]+${thumb}`, example);
}

/**
 * A response body whose texts are the server's to word: every string becomes a type matcher, while
 * `success`, booleans, numbers and keys stay exact (the client branches on them). For answers whose
 * wording the client does not depend on: it shows whatever message it is given (a toast, a field
 * message), or only reads the status.
 */
export function anyText<T>(body: T): T {
  return textMatchers(body) as T;
}

function textMatchers(value: unknown): unknown {
  if (typeof value === 'string') return MatchersV3.string(value);
  if (Array.isArray(value)) return value.map(textMatchers);
  if (value && typeof value === 'object') {
    if ('pact:matcher:type' in value) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, textMatchers(item)]),
    );
  }
  return value;
}

/** An ISO 8601 date and time, with or without milliseconds and offset. */
export function isoDateTime(example: string) {
  return regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/, example);
}

export const PROFILE_EXAMPLE: Profile = {
  firstname: 'Claire',
  lastname: 'Martin',
  email: USER_1_EMAIL,
  phone: '04 78 62 15 30',
  company: 'Maçonnerie Martin',
  siret: '41235678900027',
  fonction: 'Gérante',
  activity: 'maçon',
  address: '12 rue des Tanneurs',
  addressComplement: 'Zone artisanale du Parc',
  postalCode: '69007',
  city: 'Lyon',
  country: 'France',
};

/** The body of the 401 answered for a missing, unknown or expired token. */
export const UNAUTHORIZED_BODY = {
  success: false,
  message: MatchersV3.string('Votre session a expiré. Veuillez vous reconnecter.'),
};

// ---- Interactions --------------------------------------------------------------------------------

/**
 * One interaction: the request a client function sends, the answer, and what the client reads of
 * it. The request carries `Authorization: Bearer <token>` when there is a token and the call is not
 * public, and `Content-Type: application/json` with a body; no other request header.
 */
export interface InteractionCase<R> {
  /**
   * What the interaction relies on (docs/api.md): required (the case, or its operation, names it),
   * so a backend verifying the pact sets up everything it needs.
   */
  state?: ProviderState;
  description: string;
  method: HttpMethod;
  /** The path, or a matcher of it whose example is the path the client sends. */
  path: Path;
  query?: Record<string, string>;
  /** The token of the client of the test, sent as Bearer unless the call is `public`. */
  token?: string;
  /** A public call: the client holds `token` but the request carries no Authorization. */
  public?: true;
  /** A JSON body, sent with its Content-Type. */
  body?: unknown;
  status: number;
  /** The response headers (a download's Content-Type and Content-Disposition, a Location). */
  headers?: TemplateHeaders;
  /** A JSON body; none when undefined. */
  responseBody?: unknown;
  /**
   * Drives a function of src/api: on `client`, a client on the mock server holding `token`, or,
   * for what is not a call of the API client (the address a browser is sent to), on `url`, the mock
   * server's.
   */
  call: (client: ApiClient, url: string) => Promise<R>;
  /** What the client reads of the answer; `url` (the mock server's) resolves a relative address. */
  check: (result: R, url: string) => void;
}

/**
 * Fields of a request body that hold what the user typed about themselves or a message: the answer
 * does not depend on their wording, so the pact matches them by type (`like`). A blank one stays
 * exact (the server refuses it: a required field).
 */
const TYPED_TEXT_FIELDS = new Set([
  'firstname',
  'lastname',
  'company',
  'phone',
  'siret',
  'fonction',
  'address',
  'addressComplement',
  'postalCode',
  'city',
  'country',
  'message',
]);

/** The request body with its typed-text fields matched by type (see TYPED_TEXT_FIELDS). */
function typedTextFields(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'pact:matcher:type' in body)
    return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      TYPED_TEXT_FIELDS.has(key) && typeof value === 'string' && value.trim() !== ''
        ? MatchersV3.like(value)
        : value,
    ]),
  );
}

/** Records the interaction on `pact` and drives `call` against its mock server. */
export async function expectInteraction<R>(pact: PactV4, c: InteractionCase<R>): Promise<void> {
  if (c.state === undefined)
    throw new Error(`The interaction '${c.description}' names no provider state.`);
  const interaction = pact.addInteraction();
  if (typeof c.state === 'string') interaction.given(c.state);
  else interaction.given(c.state.name, c.state.params);
  await interaction
    .uponReceiving(c.description)
    .withRequest(c.method, c.path, (builder) => {
      const headers = {
        ...(c.token && !c.public ? bearer(c.token) : {}),
        ...(c.body !== undefined ? JSON_CONTENT : {}),
      };
      if (Object.keys(headers).length > 0) builder.headers(headers);
      if (c.query) builder.query(c.query);
      if (c.body !== undefined) builder.jsonBody(typedTextFields(c.body));
    })
    .willRespondWith(c.status, (builder) => {
      if (c.headers) builder.headers(c.headers);
      if (c.responseBody !== undefined) builder.jsonBody(c.responseBody);
    })
    .executeTest(async (mockServer) => {
      c.check(await c.call(clientOn(mockServer.url, c.token), mockServer.url), mockServer.url);
    });
}

/** What the cases of one operation share: `send` calls its client function with a case's body. */
type Operation<B, R> = Pick<InteractionCase<R>, 'method' | 'path' | 'state' | 'token'> & {
  send: (client: ApiClient, body: B) => Promise<R>;
};

/** A value, or a template of it whose leaves may be matchers (the client sends the examples). */
export type Template<T> =
  | MatchersV3.Matcher<T>
  | (T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]: Template<T[K]> } : T);

/** One case of an operation; its `state` and `token`, when given, replace the operation's. */
type OperationCase<B, R> = Pick<
  InteractionCase<R>,
  'state' | 'token' | 'description' | 'status' | 'responseBody'
> & {
  /** The body; matchers in it go into the pact, their examples to the client. */
  body: Template<B>;
  /** What the client reads besides the status. */
  check?: InteractionCase<R>['check'];
};

/**
 * The cases of one operation that differ by their body and answer: records each case with what
 * the operation gives, sends its body with `send`, and checks that the client reads its status.
 */
export function operationCases<B, R extends { status: number }>(
  pact: PactV4,
  { send, ...operation }: Operation<B, R>,
): (c: OperationCase<B, R>) => Promise<void> {
  return (c) =>
    expectInteraction(pact, {
      ...operation,
      ...c,
      state: c.state ?? operation.state,
      token: c.token ?? operation.token,
      // The client sends the example values; the pact keeps the matchers of the body.
      call: (client) => send(client, exampleOf(c.body) as B),
      check: (result, url) => {
        expect(result.status).toBe(c.status);
        c.check?.(result, url);
      },
    });
}

type Request<R> = Pick<
  InteractionCase<R>,
  'description' | 'method' | 'path' | 'query' | 'body' | 'call'
> & {
  /** What the client reads besides the status. */
  check?: InteractionCase<R>['check'];
};

/**
 * A request made with the expired token of 'a user with an expired token', answered 401 with
 * UNAUTHORIZED_BODY.
 */
export function expectExpiredToken<R extends { status: number }>(
  pact: PactV4,
  request: Request<R>,
): Promise<void> {
  return expectInteraction(pact, {
    ...request,
    state: STATE.expiredToken,
    token: TOKEN.expired,
    status: 401,
    responseBody: UNAUTHORIZED_BODY,
    check: (result, url) => {
      expect(result.status).toBe(401);
      request.check?.(result, url);
    },
  });
}

/** A request for a missing item, or for another user's, answered 404 with `responseBody`. */
export function expectNotFound<R extends { status: number }>(
  pact: PactV4,
  request: Request<R> & Pick<InteractionCase<R>, 'state' | 'token' | 'responseBody'>,
): Promise<void> {
  return expectInteraction(pact, {
    ...request,
    status: 404,
    check: (result, url) => {
      expect(result.status).toBe(404);
      request.check?.(result, url);
    },
  });
}

/**
 * A request answered by a server error (the state 'the server fails on this operation'): 500 with
 * a `message`, which is all the client keeps of it (docs/api.md, conventions). The message is the
 * server's own: any text.
 */
export function expectServerError<R extends { status: number }>(
  pact: PactV4,
  {
    operation: named,
    ...request
  }: Request<R> & {
    /** The operation as the API inventory names it ('GET /api/email/available/{email}/'). */
    operation?: string;
  },
): Promise<void> {
  const operation = named ?? `${request.method} ${String(examples(request.path))}`;
  return expectInteraction(pact, {
    ...request,
    state: given(PARAM_STATE.serverError, { operation }),
    status: 500,
    responseBody: { success: false, message: MatchersV3.string('Erreur interne du serveur.') },
    check: (result, url) => {
      expect(result.status).toBe(500);
      request.check?.(result, url);
    },
  });
}

/** A whole registration as the form sends it (the account that the registration interactions create). */
export const REGISTRATION: RegistrationRequest = {
  email: 'paul.renard@renard-batiment.fr',
  lastname: 'Renard',
  firstname: 'Paul',
  company: 'Renard Bâtiment',
  rgpd: true,
  plainPassword: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
  civility: 'mr',
  activity: 'maçon',
  fonction: 'Gérant',
  siret: '81234567800014',
  phone: '02 43 12 34 56',
  address: '4 rue du Port',
  addressComplement: '',
  postalCode: '72000',
  city: 'Le Mans',
  country: 'France',
};
