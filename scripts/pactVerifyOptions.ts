/**
 * The options of `npm run pact:verify` read from the environment (scripts/pactVerify.ts): the
 * headers added to every request, and where the pacts come from and the results go.
 */
import type { Verifier } from '@pact-foundation/pact';

/** `PACT_PROVIDER_HEADERS`: a JSON object of strings, or `Name: value` lines. */
export function parseProviderHeaders(text: string | undefined): Record<string, string> {
  if (!text?.trim()) return {};
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const parsed = JSON.parse(trimmed) as unknown;
    if (
      !parsed ||
      typeof parsed !== 'object' ||
      Array.isArray(parsed) ||
      !Object.values(parsed).every((value) => typeof value === 'string')
    )
      throw new Error('PACT_PROVIDER_HEADERS: a JSON object of strings was expected.');
    return parsed as Record<string, string>;
  }
  const headers: Record<string, string> = {};
  for (const line of trimmed.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`PACT_PROVIDER_HEADERS: '${line}' is not 'Name: value'.`);
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

type VerifierOptions = ConstructorParameters<typeof Verifier>[0];

/** Where the pacts come from and where the results go: pacts/, or a Pact Broker. */
export function pactSource(
  env: NodeJS.ProcessEnv,
  files: string[],
): { options: Partial<VerifierOptions>; describe: string } | { error: string } {
  const brokerUrl = env.PACT_BROKER_BASE_URL?.trim();
  if (!brokerUrl) {
    if (files.length === 0)
      return { error: 'no pact file in pacts/. Run `npm run test:pact` first.' };
    return { options: { pactUrls: files }, describe: `${files.length} pact file(s)` };
  }
  const publish = env.PACT_PUBLISH_VERIFICATION_RESULTS === 'true';
  const providerVersion = env.PACT_PROVIDER_VERSION?.trim();
  if (publish && !providerVersion)
    return { error: 'PACT_PUBLISH_VERIFICATION_RESULTS=true needs PACT_PROVIDER_VERSION.' };
  const branch = env.PACT_PROVIDER_BRANCH?.trim();
  return {
    options: {
      pactBrokerUrl: brokerUrl,
      ...(env.PACT_BROKER_TOKEN ? { pactBrokerToken: env.PACT_BROKER_TOKEN } : {}),
      ...(env.PACT_BROKER_USERNAME
        ? {
            pactBrokerUsername: env.PACT_BROKER_USERNAME,
            pactBrokerPassword: env.PACT_BROKER_PASSWORD ?? '',
          }
        : {}),
      consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
      publishVerificationResult: publish,
      ...(providerVersion ? { providerVersion } : {}),
      ...(branch ? { providerVersionBranch: branch } : {}),
    },
    describe: `the pacts of ${brokerUrl}${publish ? `, results published as ${providerVersion}` : ''}`,
  };
}
