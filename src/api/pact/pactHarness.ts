/**
 * Shared parts of the consumer contracts: the Pact builder of 'rupteo-front' against 'rupteo-api'
 * and the interactions recorded on it. The provider states (`pactStates.ts`), the matchers
 * (`pactMatchers.ts`) and the example values (`pactExamples.ts`) are exported from here too, so a
 * contract test imports the harness alone.
 *
 * Every interaction is a case given to `expectInteraction` (or to `operationCases`,
 * `expectExpiredToken` and `expectNotFound`, built on it): the harness alone records it on the Pact
 * builder and drives the case's client function of src/api, on a client from `createApiClient`
 * against the mock server, so the contract records exactly what the app sends and what it reads,
 * with the same headers everywhere.
 */
import path from 'node:path';
import { MatchersV3, PactV4, type Path, type TemplateHeaders } from '@pact-foundation/pact';
import { createApiClient, type ApiClient, type HttpMethod } from '../http';
import { operationName, operationOf } from '../operationOf';
import { bearer, exampleOf, JSON_CONTENT, typedTextFields, type Template } from './pactMatchers';
import {
  CALLER_STATE,
  DEVICE_TOKEN_STATES,
  given,
  PARAM_STATE,
  STATE,
  TOKEN,
  USER_TOKEN_STATES,
  type ProviderState,
} from './pactStates';

export * from './pactExamples';
export * from './pactMatchers';
export * from './pactStates';

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

/** An API client on the Pact mock server; `token` is sent as Bearer on non-public calls. */
function clientOn(url: string, token?: string): ApiClient {
  return createApiClient({ baseURL: url, getToken: () => token ?? null });
}

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
   * What the interaction relies on (docs/api.md): required, so a backend verifying the pact sets up
   * everything it needs. Left out for an operation whose caller (src/api/operationTable.ts) is a user
   * or a device: the caller's state, and its token unless the case gives one (CALLER_STATE).
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
 * The case with its state and token derived from its operation's caller when it names no state;
 * throws when it names none and its operation is public, or when it sends the token of a user or
 * a device on an operation of theirs and its state issues no such token.
 */
function withCallerState<R>(c: InteractionCase<R>): InteractionCase<R> {
  const operation = operationOf(c.method, String(exampleOf(c.path)));
  const caller = operation?.caller === 'public' ? undefined : operation?.caller;
  const derived = c.state === undefined && caller ? CALLER_STATE[caller] : undefined;
  const state = c.state ?? derived?.state;
  const token = c.token ?? derived?.token;
  if (state === undefined)
    throw new Error(`The interaction '${c.description}' names no provider state.`);
  const name = typeof state === 'string' ? state : state.name;
  const issuers = caller === 'user' ? USER_TOKEN_STATES : DEVICE_TOKEN_STATES;
  const unknownDevice = caller === 'device' && token === TOKEN.unknownDevice;
  if (caller && token && !c.public && !unknownDevice && !issuers.includes(name))
    throw new Error(
      `The interaction '${c.description}' calls ${operationName(operation!)} with a ${caller}'s token, which its state '${name}' does not issue.`,
    );
  return { ...c, state, token };
}

/** Records the interaction on `pact` and drives `call` against its mock server. */
export async function expectInteraction<R>(
  pact: PactV4,
  theCase: InteractionCase<R>,
): Promise<void> {
  const c = withCallerState(theCase);
  const interaction = pact.addInteraction();
  if (typeof c.state === 'string') interaction.given(c.state);
  else interaction.given(c.state!.name, c.state!.params);
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
 * A request answered by a server error (the state 'the server fails on this operation', whose
 * `operation` is the request's entry of the operation table, as the inventory names it: 'GET
 * /api/email/available/{email}/'): 500 with a `message`, which is all the client keeps of it
 * (docs/api.md, conventions). The message is the server's own: any text.
 */
export function expectServerError<R extends { status: number }>(
  pact: PactV4,
  request: Request<R>,
): Promise<void> {
  const entry = operationOf(request.method, String(exampleOf(request.path)));
  if (!entry) throw new Error(`'${request.description}' calls no operation of the table.`);
  return expectInteraction(pact, {
    ...request,
    state: given(PARAM_STATE.serverError, { operation: operationName(entry) }),
    status: 500,
    responseBody: { success: false, message: MatchersV3.string('Erreur interne du serveur.') },
    check: (result, url) => {
      expect(result.status).toBe(500);
      request.check?.(result, url);
    },
  });
}
