/**
 * Consumer contract of the questionnaire of the general site's thermal-break catalogue
 * (docs/api/catalogue.md), with its documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { getFilters } from '../catalogue';
import { CATALOGUE_STATE, createPact, expectInteraction, STATE, TOKEN } from './pactHarness';
import { FILTER_VALUE, FILTER, messageBody } from './cataloguePactSetup';

const {
  eachLike,
  integer,

  string,
} = MatchersV3;

const pact = createPact();

describe('questionnaire (POST /api/filters)', () => {
  it('answers the first step without a token', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the first questions of the thermal-break finder',
      method: 'POST',
      path: '/api/filters',
      token: TOKEN.device,
      public: true,
      body: { answers: [], dataType: 'rup' },
      status: 200,
      responseBody: { success: true, datas: { nbResults: integer(14), filters: eachLike(FILTER) } },
      call: (client) => getFilters(client, { answers: [], dataType: 'rup' }),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.isPublic).toBe(true);
        expect(result.body.datas?.nbResults).toBeGreaterThan(1);
        expect(result.body.datas?.filters[0]?.filterValues.length).toBeGreaterThan(0);
      },
    }));

  it('narrows the next questions with the answers, carrying the device token', () =>
    expectInteraction(pact, {
      state: STATE.registeredDevice,
      description: 'a request for the next questions after two answers',
      method: 'POST',
      path: '/api/filters',
      token: TOKEN.device,
      body: { answers: [223, 232], dataType: 'rup' },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          nbResults: integer(7),
          filters: eachLike({
            ...FILTER,
            id: integer(24),
            name: string('Type de liaison'),
            importColumn: integer(4),
            filterValues: eachLike({
              ...FILTER_VALUE,
              id: integer(241),
              value: string('Plancher / mur de façade'),
            }),
          }),
        },
      },
      call: (client) => getFilters(client, { answers: [223, 232], dataType: 'rup' }),
      check: (result) => {
        expect(result.isPublic).toBe(false);
        expect(result.body.datas?.filters.length).toBeGreaterThan(0);
      },
    }));

  it('asks the environmental questions of a construction system', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the first questions of the pre-slab environmental data',
      method: 'POST',
      path: '/api/filters',
      body: { answers: [], dataType: 'pre' },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          nbResults: integer(12),
          filters: eachLike({
            id: integer(7000),
            name: string('Système constructif'),
            question: string('Quel est votre système constructif ?'),
            filter_section: string('pre'),
            filter_column: string('systeme'),
            importColumn: integer(1),
            filterValues: eachLike({
              ...FILTER_VALUE,
              value: string('Prédalles et thermoprédalles'),
            }),
          }),
        },
      },
      call: (client) => getFilters(client, { answers: [], dataType: 'pre' }),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.datas?.filters.length).toBeGreaterThan(0);
      },
    }));

  it('refuses an unknown answer with 400', () =>
    expectInteraction(pact, {
      state: CATALOGUE_STATE.thermal,
      description: 'a request for the next questions with an unknown answer',
      method: 'POST',
      path: '/api/filters',
      body: { answers: [9999], dataType: 'rup' },
      status: 400,
      responseBody: messageBody('Réponse inconnue : 9999.'),
      call: (client) => getFilters(client, { answers: [9999], dataType: 'rup' }),
      check: (result) => {
        expect(result.status).toBe(400);
        expect(result.body.message).toBe('Réponse inconnue : 9999.');
      },
    }));
});
