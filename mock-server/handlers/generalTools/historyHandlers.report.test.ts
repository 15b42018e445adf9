/**
 * The general site's saved-simulation handlers: the report link, the report PDF, sending it, and
 * the history as the refine configuration reads it.
 */
import { PDFDocument } from 'pdf-lib';
import {
  downloadHistoryRapport,
  getHistoryRapportLink,
  removeHistory,
  sendHistoryRapport,
} from '@/api/thermalHistory';
import { historyById, SEED_HISTORY_IDS, thermalHistoryById } from '../../db/generalTools/histories';
import { historyReportDocument, reportLinkOf } from '../../db/generalTools/historiesReport';
import { clientWith, readOutbox } from '../testSupport';
import {
  HOUSE_ON_SANITARY_VOID,
  claire,
  visitor,
  signInEachTest,
  expired,
  bytesOf,
} from './historyHandlersTestSetup';

signInEachTest();

describe('POST /api/history/get-rapport-link and the PDF behind it', () => {
  it('gives a relative link that serves the PDF without a token', async () => {
    const { status, body } = await getHistoryRapportLink(claire, SEED_HISTORY_IDS.userThermal);
    expect(status).toBe(200);
    const link = body.datas!.link;
    expect(link).toMatch(/^\/api\/history\/rapport\/1001\/[0-9a-f]{32}\.pdf$/);
    expect(link).toBe(await reportLinkOf(1001));
    const pdf = await downloadHistoryRapport(clientWith(), link);
    expect(pdf.status).toBe(200);
    expect(pdf.body.fileName).toBe('rapport-simulation-1001.pdf');
    const bytes = await bytesOf(pdf.body.file as Blob);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Rapport de simulation – Rupteur thermique');
  });

  it('refuses a wrong key and a removed history', async () => {
    const link = await reportLinkOf(1001);
    expect(
      (await downloadHistoryRapport(clientWith(), link.replace(/[0-9a-f]{32}/, '0'.repeat(32))))
        .status,
    ).toBe(404);
    await removeHistory(claire, 1001);
    expect((await downloadHistoryRapport(clientWith(), link)).status).toBe(404);
  });

  it("gives the link of a visitor's history to a logged-in user, not of another user's", async () => {
    expect((await getHistoryRapportLink(claire, SEED_HISTORY_IDS.anonymousThermal)).status).toBe(
      200,
    );
    expect((await getHistoryRapportLink(claire, SEED_HISTORY_IDS.otherUserThermal)).status).toBe(
      404,
    );
    expect((await getHistoryRapportLink(visitor, 1501)).status).toBe(401);
  });
});

describe('the report', () => {
  it('lists the product, its PSI values with 2 decimals, and the criteria', () => {
    const report = historyReportDocument(historyById(SEED_HISTORY_IDS.userRefined)!);
    expect(report.subtitle).toMatch(
      /^Extension Girard, Caluire · simulation n° 1003 du \d\d\/\d\d\/2026$/,
    );
    const [product, psi, criteria, refine] = report.sections;
    expect(product!.lines![0]).toBe('Rupteur Poutrelle RP ITI');
    expect(psi!.heading).toBe('Valeurs de PSI (W/m.K)');
    const row = psi!.table!.rows[0]!;
    expect(row[0]).toBe('Valeur précise');
    expect(row.slice(1).every((cell) => /^(\d,\d\d|--)$/.test(cell))).toBe(true);
    expect(criteria!.lines).toContain('Type de plancher : Plancher bas sur vide sanitaire');
    expect(refine!.lines).toContain("Épaisseur de l'isolant : 100 mm");
  });

  it("shows '--' for a PSI value that is not measured", () => {
    // A balcony break has no PSI "rive".
    const report = historyReportDocument(historyById(SEED_HISTORY_IDS.otherUserThermal)!);
    const row = report.sections[1]!.table!.rows[0]!;
    expect(row[0]).toBe('Valeur la plus défavorable');
    expect(row[3]).toBe('--');
    expect(report.subtitle).toMatch(/^Collège Jules Verne – Nantes/);
  });

  it('lists the environmental results and the FDES of an environmental history', () => {
    const report = historyReportDocument(historyById(SEED_HISTORY_IDS.userEnvironment)!);
    expect(report.title).toBe('Rapport de simulation – Données environnementales');
    const results = report.sections.find(
      (section) => section.heading === 'Résultats environnementaux',
    )!;
    expect(results.table!.rows.map((row) => row[0])).toEqual([
      'Litrage béton',
      'Ratio kilotage armatures',
      'Litrage béton supplémentaire',
      'Ratio kilotage',
    ]);
    expect(results.table!.rows[0]![2]).toBe('L/m²');
    const fdes = report.sections.find((section) => section.heading?.startsWith('Fiches FDES'))!;
    expect(fdes.table!.rows).toHaveLength(4);
    expect(fdes.table!.rows[0]![0]).toMatch(/^\d{2}-\d{3}:\d{4}$/);
  });
});

describe('thermalHistoryById (read by the refine configuration)', () => {
  it('gives the rupteur and the answers of thermal histories only', () => {
    expect(thermalHistoryById(SEED_HISTORY_IDS.userRefined)).toMatchObject({
      id: 1003,
      rupteurId: 503,
      filterValueIds: HOUSE_ON_SANITARY_VOID,
      refineValueIds: [292, 331, 342],
      customerId: 1,
    });
    expect(thermalHistoryById(SEED_HISTORY_IDS.userEnvironment)).toBeUndefined();
    expect(thermalHistoryById(424242)).toBeUndefined();
  });
});

describe('POST /api/history/send-rapport', () => {
  it('e-mails the report link to each recipient, from the logged-in user', async () => {
    const { status, body } = await sendHistoryRapport(claire, {
      id: 1001,
      emails: ['paul.dupont@gmail.com', ' ', 'bureau@dupont-architecte.fr'],
    });
    expect(status).toBe(200);
    expect(body.datas!.message).toBe('Le rapport a bien été envoyé');
    const sent = await readOutbox();
    expect(sent.map((email) => email.to).sort()).toEqual([
      'bureau@dupont-architecte.fr',
      'paul.dupont@gmail.com',
    ]);
    expect(sent[0]!.subject).toBe('Claire Martin vous a envoyé un rapport de simulation');
    expect(sent[0]!.link).toBe(await reportLinkOf(1001));
  });

  it('asks a visitor for their name and address', async () => {
    const missing = await sendHistoryRapport(visitor, {
      id: 1501,
      emails: ['paul.dupont@gmail.com'],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      firstname: 'Champ obligatoire',
      lastname: 'Champ obligatoire',
      senderEmail: 'Champ obligatoire',
    });
    const sent = await sendHistoryRapport(visitor, {
      id: 1501,
      emails: ['paul.dupont@gmail.com'],
      firstname: 'Luc',
      lastname: 'Bonnet',
      senderEmail: 'luc.bonnet@orange.fr',
    });
    expect(sent.status).toBe(200);
    expect((await readOutbox())[0]!.subject).toBe(
      'Luc Bonnet vous a envoyé un rapport de simulation',
    );
  });

  it('checks the recipients', async () => {
    const emailsError = async (emails: string[]) => {
      const { status, body } = await sendHistoryRapport(claire, { id: 1001, emails });
      expect(status).toBe(400);
      return (body.error as Record<string, string>).emails;
    };
    expect(await emailsError([])).toBe('Champ obligatoire');
    expect(await emailsError(['paul.dupont@gmail', 'bureau@dupont.fr'])).toBe('E-mail invalide');
    expect(await emailsError(['a@b.fr', 'c@d.fr', 'e@f.fr', 'g@h.fr'])).toBe(
      'Vous pouvez envoyer le rapport à 3 adresses e-mail au maximum.',
    );
    const sender = await sendHistoryRapport(claire, {
      id: 1001,
      emails: ['paul.dupont@gmail.com'],
      senderEmail: 'claire@',
    });
    expect(sender.body.error).toEqual({ senderEmail: 'E-mail invalide' });
    expect(await readOutbox()).toHaveLength(0);
  });

  it("refuses another user's history and a stale session", async () => {
    const other = await sendHistoryRapport(claire, { id: 1901, emails: ['paul.dupont@gmail.com'] });
    expect(other.status).toBe(404);
    const stale = await sendHistoryRapport(expired(), {
      id: 1001,
      emails: ['paul.dupont@gmail.com'],
    });
    expect(stale.status).toBe(401);
  });
});
