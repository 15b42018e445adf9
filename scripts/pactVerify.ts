/**
 * Provider verification of the consumer contracts in pacts/ (`npm run pact:verify`).
 *
 * - By default it starts the standalone mock server on a free port with the catalogue data only
 *   (`MOCK_SERVER_SEED=catalogue`: no account, history, simulation or cluster, so every one comes
 *   from a provider state) and verifies it, with `/__mock/state` as the provider-state change URL
 *   (the verifier posts `{ state, params, action: 'setup' | 'teardown' }` there before and after
 *   each interaction). `PACT_MOCK_SERVER_SEED=full` verifies the mock with its full seed instead.
 *   The mock signs its links with a random secret and its states issue tokens of their own
 *   (`MOCK_SERVER_SECRET`, `MOCK_SERVER_STATE_TOKENS=random`), as another backend would.
 * - With `PACT_PROVIDER_URL`, it verifies that backend instead, using `PACT_STATE_CHANGE_URL` (if
 *   given) for the provider states of docs/api.md.
 * - `PACT_PROVIDER_HEADERS` adds headers to every request the verifier sends (an API gateway's key,
 *   say): a JSON object `{"X-Api-Key":"…"}`, or `Name: value` lines.
 * - `PACT_BROKER_BASE_URL` (with `PACT_BROKER_TOKEN`, or `PACT_BROKER_USERNAME` and
 *   `PACT_BROKER_PASSWORD`) takes the pacts from that Pact Broker instead of pacts/;
 *   `PACT_PUBLISH_VERIFICATION_RESULTS=true` publishes the results there, for the provider version
 *   `PACT_PROVIDER_VERSION` (required then) and the branch `PACT_PROVIDER_BRANCH`.
 *
 * Prints the verifier's report, stops the server, and exits non-zero when an interaction fails.
 * Run the consumer tests first (`npm run test:pact`): they write the pact files.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { ROOT, startMockServerProcess, type MockServerProcess } from './mockServerProcess';
import { pactSource, parseProviderHeaders } from './pactVerifyOptions';

const PACT_DIR = process.env.PACT_OUTPUT_DIR ?? join(ROOT, 'pacts');
const PROVIDER = 'rupteo-api';
const VERIFICATION_TIMEOUT_MS = 5 * 60_000;

function pactFiles(): string[] {
  if (!existsSync(PACT_DIR)) return [];
  return readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(PACT_DIR, name));
}

interface VerificationFailure {
  errors?: Array<{
    interaction?: string;
    mismatch?: { mismatches?: Array<{ mismatch?: string }>; message?: string };
  }>;
}

/**
 * The verifier rejects with its whole JSON report (already printed above as text); keep only the
 * failing interactions and their mismatches.
 */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message) as VerificationFailure;
    if (!report.errors?.length) return message;
    return report.errors
      .map(({ interaction, mismatch }) => {
        const details = mismatch?.mismatches?.map((item) => `    - ${item.mismatch}`) ?? [
          `    - ${mismatch?.message ?? 'failed'}`,
        ];
        return [`  ${interaction ?? 'an interaction'}`, ...details].join('\n');
      })
      .join('\n');
  } catch {
    return message;
  }
}

function summarize(output: unknown): string {
  try {
    const report = JSON.parse(String(output)) as {
      interactionResults?: Array<{ result?: string }>;
    };
    const results = report.interactionResults ?? [];
    const passed = results.filter((item) => item.result === 'OK').length;
    return `${passed} of ${results.length} interactions verified`;
  } catch {
    return 'verified';
  }
}

async function main(): Promise<number> {
  const source = pactSource(process.env, pactFiles());
  if ('error' in source) {
    console.error(`pact:verify: ${source.error}`);
    return 1;
  }
  let providerHeaders: Record<string, string>;
  try {
    providerHeaders = parseProviderHeaders(process.env.PACT_PROVIDER_HEADERS);
  } catch (error) {
    console.error(`pact:verify: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  const externalUrl = process.env.PACT_PROVIDER_URL?.replace(/\/+$/, '');
  let server: MockServerProcess | undefined;
  let providerBaseUrl: string;
  let stateChangeUrl: string | undefined;
  if (externalUrl) {
    providerBaseUrl = externalUrl;
    stateChangeUrl = process.env.PACT_STATE_CHANGE_URL || undefined;
    console.log(`pact:verify: verifying ${providerBaseUrl}`);
    if (!stateChangeUrl)
      console.warn('pact:verify: no PACT_STATE_CHANGE_URL: the provider states are not set up.');
  } else {
    const seed = process.env.PACT_MOCK_SERVER_SEED === 'full' ? 'full' : 'catalogue';
    // Another secret than the consumer tests' examples, and tokens of the states' own: the
    // verification passes only if the pacts take every such value from the provider states.
    server = await startMockServerProcess({
      seed,
      env: {
        MOCK_SERVER_SECRET: `pact-verify-${randomBytes(8).toString('hex')}`,
        MOCK_SERVER_STATE_TOKENS: 'random',
      },
    });
    providerBaseUrl = server.url;
    stateChangeUrl = `${server.url}/__mock/state`;
    console.log(`pact:verify: verifying the mock server at ${providerBaseUrl} (seed: ${seed})`);
  }

  try {
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl,
      ...source.options,
      ...(Object.keys(providerHeaders).length > 0
        ? { customProviderHeaders: providerHeaders }
        : {}),
      ...(stateChangeUrl
        ? {
            providerStatesSetupUrl: stateChangeUrl,
            providerStatesSetupTeardown: true,
            providerStatesSetupBody: true,
          }
        : {}),
      // The single sign-on answers a redirect: the contract pins the 302 itself.
      followRedirects: false,
      logLevel: 'warn',
      timeout: VERIFICATION_TIMEOUT_MS,
    });
    // The verifier prints its report as text; it resolves with the same report as JSON.
    const output = await verifier.verifyProvider();
    console.log(`pact:verify: ${summarize(output)} (${source.describe}, ${providerBaseUrl}).`);
    return 0;
  } catch (error) {
    console.error(`pact:verify: verification failed.\n${describeFailure(error)}`);
    return 1;
  } finally {
    await server?.stop();
  }
}

process.exitCode = await main();
