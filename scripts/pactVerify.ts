/**
 * Provider verification of the consumer contracts in pacts/ (`npm run pact:verify`).
 *
 * - By default it starts the standalone mock server on a free port and verifies it, with
 *   `/__mock/state` as the provider-state change URL (the verifier posts
 *   `{ state, params, action: 'setup' | 'teardown' }` there before and after each interaction).
 * - With `PACT_PROVIDER_URL`, it verifies that backend instead, using `PACT_STATE_CHANGE_URL` (if
 *   given) for the provider states of docs/api.md.
 *
 * Prints the verifier's report, stops the server, and exits non-zero when an interaction fails.
 * Run the consumer tests first (`npm run test:pact`): they write the pact files.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { ROOT, startMockServerProcess, type MockServerProcess } from './mockServerProcess';

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
  const files = pactFiles();
  if (files.length === 0) {
    console.error('pact:verify: no pact file in pacts/. Run `npm run test:pact` first.');
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
    server = await startMockServerProcess();
    providerBaseUrl = server.url;
    stateChangeUrl = `${server.url}/__mock/state`;
    console.log(`pact:verify: verifying the mock server at ${providerBaseUrl}`);
  }

  try {
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl,
      pactUrls: files,
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
    console.log(
      `pact:verify: ${summarize(output)} (${files.length} pact file(s), ${providerBaseUrl}).`,
    );
    return 0;
  } catch (error) {
    console.error(`pact:verify: verification failed.\n${describeFailure(error)}`);
    return 1;
  } finally {
    await server?.stop();
  }
}

process.exitCode = await main();
