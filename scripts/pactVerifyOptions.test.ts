import { pactSource, parseProviderHeaders } from './pactVerifyOptions';

describe('PACT_PROVIDER_HEADERS', () => {
  it('reads a JSON object of strings', () => {
    expect(parseProviderHeaders('{"X-Api-Key":"k1","X-Tenant":"rupteo"}')).toEqual({
      'X-Api-Key': 'k1',
      'X-Tenant': 'rupteo',
    });
  });

  it("reads 'Name: value' lines, a value keeping its own colons", () => {
    expect(parseProviderHeaders('X-Api-Key: k1\nX-Forwarded-Host: api.example.fr:443\n')).toEqual({
      'X-Api-Key': 'k1',
      'X-Forwarded-Host': 'api.example.fr:443',
    });
  });

  it('is empty when unset, and refuses what it cannot read', () => {
    expect(parseProviderHeaders(undefined)).toEqual({});
    expect(parseProviderHeaders('  ')).toEqual({});
    expect(() => parseProviderHeaders('{"X-Api-Key":1}')).toThrow(/JSON object of strings/);
    expect(() => parseProviderHeaders('no colon here')).toThrow(/Name: value/);
  });
});

describe('where the pacts come from', () => {
  it('takes the pact files without a broker', () => {
    expect(pactSource({}, ['/p/a.json'])).toEqual({
      options: { pactUrls: ['/p/a.json'] },
      describe: '1 pact file(s)',
    });
    expect(pactSource({}, [])).toEqual({ error: expect.stringMatching(/test:pact/) });
  });

  it('takes the pacts of a broker and publishes the results for a provider version', () => {
    const source = pactSource(
      {
        PACT_BROKER_BASE_URL: 'https://broker.example.fr',
        PACT_BROKER_TOKEN: 'secret',
        PACT_PUBLISH_VERIFICATION_RESULTS: 'true',
        PACT_PROVIDER_VERSION: '1.4.2',
        PACT_PROVIDER_BRANCH: 'main',
      },
      ['/p/a.json'],
    );
    expect(source).toMatchObject({
      options: {
        pactBrokerUrl: 'https://broker.example.fr',
        pactBrokerToken: 'secret',
        publishVerificationResult: true,
        providerVersion: '1.4.2',
        providerVersionBranch: 'main',
      },
    });
    expect('options' in source && source.options.pactUrls).toBeFalsy();
  });

  it('does not publish without a provider version', () => {
    expect(
      pactSource(
        {
          PACT_BROKER_BASE_URL: 'https://broker.example.fr',
          PACT_PUBLISH_VERIFICATION_RESULTS: 'true',
        },
        [],
      ),
    ).toEqual({ error: expect.stringMatching(/PACT_PROVIDER_VERSION/) });
    expect(pactSource({ PACT_BROKER_BASE_URL: 'https://broker.example.fr' }, [])).toMatchObject({
      options: { publishVerificationResult: false },
    });
  });
});
