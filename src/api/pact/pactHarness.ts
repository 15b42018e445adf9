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
import type { Profile, SignedLinkParams } from '../types';

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

/** The provider states, exactly as named in docs/api.md. */
export const STATE = {
  registeredDevice: 'a registered device',
  validToken: 'a user with a valid token',
  expiredToken: 'a user with an expired token',
  mustChoosePassword: 'a user who must choose a new password',
  histories: 'user 1 has floor and carbon histories',
  anotherUsersItems: 'another user owns simulation 901',
  awaitingActivation: 'an account waiting for activation',
  activatedAccount: 'an activated account',
  emailChangePending: 'an e-mail change waiting for confirmation',
  passwordResetToken: 'a password-reset token',
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

/** The secret of the mock's signed links (docs/api.md): the pacts carry the exact signatures. */
const SIGNED_LINK_SECRET = 'mock-server-secret';
/** 2100-01-01T00:00:00Z, the expiry of the provider states' links. */
export const LINK_EXPIRES = '4102444800';

export function signedLink(id: string, token: string, expires = LINK_EXPIRES): SignedLinkParams {
  const signature = createHmac('sha256', SIGNED_LINK_SECRET)
    .update(`${id}.${token}.${expires}`)
    .digest('hex');
  return { id, token, expires, signature };
}

/** An API client on the Pact mock server; `token` is sent as Bearer on non-public calls. */
function clientOn(url: string, token?: string): ApiClient {
  return createApiClient({ baseURL: url, getToken: () => token ?? null });
}

const { regex } = MatchersV3;

/** The Authorization header of a call made with `token`. */
function bearer(token: string) {
  return { Authorization: regex(/^Bearer \S+$/, `Bearer ${token}`) };
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
  state?: string;
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

/** Records the interaction on `pact` and drives `call` against its mock server. */
export async function expectInteraction<R>(pact: PactV4, c: InteractionCase<R>): Promise<void> {
  const interaction = pact.addInteraction();
  if (c.state) interaction.given(c.state);
  await interaction
    .uponReceiving(c.description)
    .withRequest(c.method, c.path, (builder) => {
      const headers = {
        ...(c.token && !c.public ? bearer(c.token) : {}),
        ...(c.body !== undefined ? JSON_CONTENT : {}),
      };
      if (Object.keys(headers).length > 0) builder.headers(headers);
      if (c.query) builder.query(c.query);
      if (c.body !== undefined) builder.jsonBody(c.body);
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

/** One case of an operation; its `state` and `token`, when given, replace the operation's. */
type OperationCase<B, R> = Pick<
  InteractionCase<R>,
  'state' | 'token' | 'description' | 'status' | 'responseBody'
> & {
  body: B;
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
      call: (client) => send(client, c.body),
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
