/**
 * Consumer contract of a saved simulation's report (docs/api/thermalHistory.md): sending it, its
 * link and its PDF.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  downloadHistoryRapport,
  getHistoryRapportLink,
  sendHistoryRapport,
} from '../thermalHistory';
import {
  ANOTHER_USERS_HISTORY,
  apiAddress,
  anyText,
  createPact,
  expectExpiredToken,
  expectInteraction,
  expectNotFound,
  operationCases,
  given,
  PARAM_STATE,
  TOKEN,
} from './pactHarness';
import { HISTORY_STATE, NOT_FOUND, reportKey } from './thermalHistoryPactSetup';

const { regex, string } = MatchersV3;

const pact = createPact();

describe('send-rapport', () => {
  const expectSend = operationCases(pact, {
    method: 'POST',
    path: '/api/history/send-rapport',
    send: sendHistoryRapport,
  });

  const SENT = { success: true, datas: { message: 'Le rapport a bien été envoyé' } };

  it('e-mails the report from the logged-in user', () =>
    expectSend({
      state: HISTORY_STATE.histories,
      description: 'a request to send the report of history 1001',
      token: TOKEN.valid,
      body: { id: 1001, emails: ['paul.dupont@gmail.com', 'bureau@dupont-architecte.fr'] },
      status: 200,
      responseBody: anyText(SENT),
      check: (result) => expect(result.body.datas!.message).toBe('Le rapport a bien été envoyé'),
    }));

  it('refuses malformed addresses', () =>
    expectSend({
      state: HISTORY_STATE.histories,
      description: 'a request to send a report to a malformed address',
      token: TOKEN.valid,
      body: { id: 1001, emails: ['paul.dupont@gmail'] },
      status: 400,
      responseBody: { success: false, error: { emails: string('E-mail invalide') } },
      check: (result) => expect(result.body.error).toEqual({ emails: 'E-mail invalide' }),
    }));

  it('refuses more than 3 recipients', () =>
    expectSend({
      state: HISTORY_STATE.histories,
      description: 'a request to send a report to 4 addresses',
      token: TOKEN.valid,
      body: { id: 1001, emails: ['a@dupont.fr', 'b@dupont.fr', 'c@dupont.fr', 'd@dupont.fr'] },
      status: 400,
      responseBody: {
        success: false,
        error: {
          emails: string('Vous pouvez envoyer le rapport à 3 adresses e-mail au maximum.'),
        },
      },
    }));

  it('asks a visitor for their name and address', () =>
    expectSend({
      state: HISTORY_STATE.visitorsHistory,
      description: 'a request from a visitor to send a report without their name',
      token: TOKEN.device,
      body: { id: 1501, emails: ['paul.dupont@gmail.com'] },
      status: 400,
      responseBody: {
        success: false,
        error: {
          firstname: string('Champ obligatoire'),
          lastname: string('Champ obligatoire'),
          senderEmail: string('Champ obligatoire'),
        },
      },
      check: (result) =>
        expect(Object.keys(result.body.error as object)).toEqual([
          'firstname',
          'lastname',
          'senderEmail',
        ]),
    }));

  it('e-mails the report from a visitor who gives their name', () =>
    expectSend({
      state: HISTORY_STATE.visitorsHistory,
      description: 'a request from a visitor to send the report of history 1501',
      token: TOKEN.device,
      body: {
        id: 1501,
        emails: ['paul.dupont@gmail.com'],
        firstname: 'Luc',
        lastname: 'Bonnet',
        senderEmail: 'luc.bonnet@orange.fr',
      },
      status: 200,
      responseBody: anyText(SENT),
    }));

  it("answers 404 for another user's history", () => {
    const body = { id: 1901, emails: ['paul.dupont@gmail.com'] };
    return expectNotFound(pact, {
      state: ANOTHER_USERS_HISTORY,
      description: "a request to send the report of another user's history",
      method: 'POST',
      path: '/api/history/send-rapport',
      token: TOKEN.valid,
      body,
      responseBody: NOT_FOUND,
      call: (client) => sendHistoryRapport(client, body),
    });
  });

  it('answers 401 to an expired token', () => {
    const body = { id: 1001, emails: ['paul.dupont@gmail.com'] };
    return expectExpiredToken(pact, {
      description: 'a request to send a report with an expired token',
      method: 'POST',
      path: '/api/history/send-rapport',
      body,
      call: (client) => sendHistoryRapport(client, body),
    });
  });
});

describe('get-rapport-link and the PDF', () => {
  it('gives the link of the report, relative to the API or absolute on its host', () =>
    expectInteraction(pact, {
      state: HISTORY_STATE.histories,
      description: 'a request for the report link of history 1001',
      method: 'POST',
      path: '/api/history/get-rapport-link',
      token: TOKEN.valid,
      body: { id: 1001 },
      status: 200,
      responseBody: {
        success: true,
        datas: {
          link: apiAddress(
            '/api/history/rapport/\\d+/[0-9a-f]{32}\\.pdf',
            `/api/history/rapport/1001/${reportKey(1001)}.pdf`,
          ),
        },
      },
      call: (client) => getHistoryRapportLink(client, 1001),
      check: (result, url) => {
        const link = new URL(result.body.datas!.link, url);
        expect(link.pathname.startsWith('/api/history/rapport/1001/')).toBe(true);
      },
    }));

  it("answers 404 for another user's history", () =>
    expectNotFound(pact, {
      state: ANOTHER_USERS_HISTORY,
      description: "a request for the report link of another user's history",
      method: 'POST',
      path: '/api/history/get-rapport-link',
      token: TOKEN.valid,
      body: { id: 1901 },
      responseBody: NOT_FOUND,
      call: (client) => getHistoryRapportLink(client, 1901),
    }));

  it('answers 401 to an expired token', () =>
    expectExpiredToken(pact, {
      description: 'a request for a report link with an expired token',
      method: 'POST',
      path: '/api/history/get-rapport-link',
      body: { id: 1001 },
      call: (client) => getHistoryRapportLink(client, 1001),
    }));

  it('serves the PDF behind the link without a token', () => {
    const link = `/api/history/rapport/1001/${reportKey(1001)}.pdf`;
    return expectInteraction(pact, {
      state: given(PARAM_STATE.historyReport, { id: 1001 }),
      description: 'a request for the PDF report of history 1001',
      method: 'GET',
      // The link's key is the server's (a secret of its own): the state gives the path.
      path: MatchersV3.fromProviderState('${reportPath}', link),
      status: 200,
      headers: {
        'Content-Type': regex(/^application\/pdf/, 'application/pdf'),
        'Content-Disposition': regex(
          /^attachment; filename="rapport-simulation-\d+\.pdf"(; filename\*=UTF-8''rapport-simulation-\d+\.pdf)?$/,
          `attachment; filename="rapport-simulation-1001.pdf"; filename*=UTF-8''rapport-simulation-1001.pdf`,
        ),
      },
      call: (client) => downloadHistoryRapport(client, link),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.fileName).toBe('rapport-simulation-1001.pdf');
      },
    });
  });

  it('answers 404 for a wrong key', () => {
    const link = `/api/history/rapport/1001/${'0'.repeat(32)}.pdf`;
    return expectNotFound(pact, {
      state: HISTORY_STATE.histories,
      description: 'a request for a PDF report with a wrong key',
      method: 'GET',
      path: link,
      responseBody: {
        success: false,
        message: string(
          'Ce rapport est introuvable : le lien est erroné ou la simulation a été supprimée.',
        ),
      },
      call: (client) => downloadHistoryRapport(client, link),
    });
  });
});
