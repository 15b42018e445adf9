/** Consumer contract of the list of the general site's saved simulations (docs/api/thermalHistory.md). */
import { MatchersV3 } from '@pact-foundation/pact';
import { listHistories, listHistorySummaries } from '../thermalHistory';
import {
  createPact,
  expectExpiredToken,
  expectInteraction,
  isoDateTime,
  operationCases,
  TOKEN,
} from './pactHarness';
import { HISTORY_STATE, HISTORY_BASE } from './thermalHistoryPactSetup';

const { eachLike, integer, regex, string } = MatchersV3;

const pact = createPact();

/** An item of the list: thermal and environmental histories share these fields. */
const LIST_ITEM = {
  ...HISTORY_BASE,
  name: string('<b>Maison</b> Dupont'),
  customer: { id: integer(1) },
};

/** An item of the list with the project-defined `fields: 'summary'`: no filters, no PSI table. */
const SUMMARY_ITEM = {
  id: integer(1001),
  createdAt: isoDateTime('2026-10-20T14:31:00.000Z'),
  created_at: isoDateTime('2026-10-20T14:31:00.000Z'),
  dataType: regex(/^(rup|pou|pre|mur)$/, 'rup'),
  name: string('<b>Maison</b> Dupont'),
  customer: { id: integer(1) },
};

describe('list', () => {
  const expectList = operationCases(pact, {
    state: HISTORY_STATE.histories,
    method: 'POST',
    path: '/api/history/list',
    token: TOKEN.valid,
    send: listHistories,
  });

  it("lists the user's saved histories, most recent first", () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.histories,
      description: 'a request for the list of saved histories',
      method: 'POST',
      path: '/api/history/list',
      token: TOKEN.valid,
      body: {},
      status: 200,
      responseBody: { success: true, datas: { list: eachLike(LIST_ITEM), total: integer(14) } },
      call: (client) => listHistories(client),
      check: (result) => expect(result.body.datas!.list.length).toBeGreaterThan(0),
    }));

  it('lists them by name', () =>
    expectList({
      description: 'a request for the list of saved histories sorted by name',
      body: { sort: 'name', order: 'ASC' },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          list: eachLike({ ...LIST_ITEM, name: string('Atelier Favre & fils') }),
          total: integer(14),
        },
      },
    }));

  it("lists them summed up (project-defined fields 'summary')", () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.histories,
      method: 'POST',
      path: '/api/history/list',
      token: TOKEN.valid,
      description: 'a request for the summaries of the saved histories',
      body: { sort: 'createdAt', order: 'DESC', fields: 'summary' },
      status: 200,
      responseBody: { success: true, datas: { list: eachLike(SUMMARY_ITEM), total: integer(14) } },
      call: (client) => listHistorySummaries(client, { sort: 'createdAt', order: 'DESC' }),
      check: (result) => expect(result.body.datas!.list[0]).not.toHaveProperty('filters'),
    }));

  it('refuses unknown fields', () =>
    expectList({
      description: 'a request for the list of saved histories with unknown fields',
      body: { fields: 'all' as 'summary' },
      status: 400,
      responseBody: {
        success: false,
        error: { fields: string('Champs inconnus : choisissez summary.') },
      },
    }));

  it('refuses an unknown sort', () =>
    expectList({
      description: 'a request for the list of saved histories with an unknown sort',
      body: { sort: 'prix' as 'name' },
      status: 400,
      responseBody: {
        success: false,
        error: { sort: string('Tri inconnu : choisissez createdAt ou name.') },
      },
    }));

  it('answers 401 to an expired token', () =>
    expectExpiredToken(pact, {
      description: 'a request for the list of saved histories with an expired token',
      method: 'POST',
      path: '/api/history/list',
      body: {},
      call: (client) => listHistories(client),
    }));
});
