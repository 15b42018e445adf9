import { PDFDocument } from 'pdf-lib';
import { loginCheck } from '@/api/auth';
import { getEnvironmentResult } from '@/api/environment';
import type { ApiClient } from '@/api/http';
import {
  createHistory,
  downloadHistoryRapport,
  getHistoryRapportLink,
  listHistories,
  listHistorySummaries,
  loadHistory,
  removeHistory,
  saveHistory,
  saveHistoryRefine,
  sendHistoryRapport,
} from '@/api/thermalHistory';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { refineConfiguration } from '../../db/generalTools/refineConfiguration';
import { environmentFiltersOf, SYSTEMS } from '../../db/generalTools/environment';
import { historyById, SEED_HISTORY_IDS, thermalHistoryById } from '../../db/generalTools/histories';
import { historyReportDocument, reportLinkOf } from '../../db/generalTools/historiesReport';
import { db, registerDevice, registerToken, SEED_PASSWORD } from '../../db/mockDb';
import { CLAIRE, clientWith, JULIEN, loginAs, readOutbox } from '../testSupport';

/** House, floor over a sanitary void, joists and blocks, façade, concrete blocks, ITI, 16-20 cm, REI 30. */
const HOUSE_ON_SANITARY_VOID = [211, 221, 231, 241, 252, 261, 271, 281];
/** Flats, intermediate floor, pre-slabs, façade, concrete wall, ITI, 21-25 cm, REI 60. */
const THERMO_PRE_SLAB = [212, 223, 232, 241, 251, 261, 272, 282];
const THERMO_PRE_SLAB_REFINE = [291, 301, 361];
const DEVICE = {
  uuid: '0c6f2d8e-5b1a-4e97-8f3c-2a9d7e6b1c40',
  browser: 'Firefox',
  browserVersion: '128.0',
  os: 'Linux',
};

let claire: ApiClient;
let julien: ApiClient;
let visitor: ApiClient;
let visitorToken: string;
beforeEach(async () => {
  claire = (await loginAs(CLAIRE)).client;
  julien = (await loginAs(JULIEN)).client;
  visitorToken = registerDevice({ ...DEVICE }).token;
  visitor = clientWith(visitorToken);
});

function expired(): ApiClient {
  registerToken('usr.expired-history', { kind: 'user', userId: 1 }, 0);
  return clientWith('usr.expired-history');
}

/** Answers an environmental questionnaire, taking the first possible answer each time. */
function environmentAnswers(dataType: 'pou' | 'pre' | 'mur'): number[] {
  const answers = [SYSTEMS[dataType].valueId];
  for (;;) {
    const { filters, nbResults } = environmentFiltersOf(dataType, answers);
    if (filters.length === 0 || nbResults <= 1) return answers;
    answers.push(filters[0]!.filterValues[0]!.id);
  }
}

/** The bytes of a downloaded file (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture impossible'));
    reader.readAsArrayBuffer(blob);
  });
}

async function created(client: ApiClient, filtersValue = HOUSE_ON_SANITARY_VOID) {
  const { status, body } = await createHistory(client, { filtersValue, dataType: 'rup' });
  expect(status).toBe(200);
  return body.datas!.history;
}

describe('POST /api/history/create', () => {
  it("makes a logged-in user's history with the rupteur and its PSI values", async () => {
    const history = await created(claire);
    expect(history).toMatchObject({
      name: null,
      customer: { id: 1 },
      dataType: 'rup',
      poutrelle: null,
      predalle: null,
      premur: null,
      fdes: [],
      refineValues: [],
    });
    expect(history.created_at).toBe(history.createdAt);
    expect(history.rupteur?.name).toBe('Rupteur Poutrelle RP ITI');
    expect(history.filterValues.map((answer) => answer.id)).toEqual(HOUSE_ON_SANITARY_VOID);
    expect(history.filterValues[1]).toMatchObject({
      filter: 'Type de plancher',
      value: 'Plancher bas sur vide sanitaire',
      filter_id: 22,
      psi_value_id: null,
    });
    expect(history.filters.every((filter) => filter.filterValues.some((v) => v.selected))).toBe(
      true,
    );
    // Before refining, the least favourable PSI value of the product for these answers.
    const worst = Math.max(...history.psi_value.map((psi) => psi.psiMoyen ?? 0));
    expect(history.psi_value.length).toBeGreaterThan(1);
    expect(history.psiValue?.psiMoyen).toBe(worst);
    expect(history.psiValue?.psi_moyen).toBe(worst);
    expect(history.rupteur?.psiValues).toHaveLength(history.psi_value.length);
  });

  it("makes a visitor's history with a device token or none", async () => {
    const withDevice = await created(visitor);
    expect(withDevice.customer).toBeNull();
    expect(historyById(withDevice.id)?.deviceUuid).toBe(DEVICE.uuid);
    expect((await created(clientWith())).customer).toBeNull();
    // A device token that has expired counts as none.
    registerToken('dev.expired-history', { kind: 'device', uuid: DEVICE.uuid }, 0);
    expect((await created(clientWith('dev.expired-history'))).customer).toBeNull();
  });

  it('makes an environmental history with its product and FDES sheets', async () => {
    const filtersValue = environmentAnswers('pre');
    const { status, body } = await createHistory(claire, { filtersValue, dataType: 'pre' });
    expect(status).toBe(200);
    const history = body.datas!.history;
    const expected = (await getEnvironmentResult(claire, { filtersValue, dataType: 'pre' })).body
      .datas!;
    expect(history.predalle).toEqual({ id: expected.result.id });
    expect(history.envPredalle).toEqual(expected.result);
    expect(history.fdes).toEqual(expected.fdes);
    expect(history).toMatchObject({ rupteur: null, psiValue: null, poutrelle: null, envMur: null });
  });

  it('answers 401 to an expired user token, so that the app forgets the session', async () => {
    const { status, body } = await createHistory(expired(), {
      filtersValue: HOUSE_ON_SANITARY_VOID,
      dataType: 'rup',
    });
    expect(status).toBe(401);
    expect(body.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });

  it('refuses unknown answers, an unfinished questionnaire and an unknown data type', async () => {
    const refused = async (filtersValue: number[], dataType = 'rup') => {
      const { status, body } = await createHistory(claire, {
        filtersValue,
        dataType: dataType as 'rup',
      });
      expect(status).toBe(400);
      return body.message;
    };
    expect(await refused([211, 99999])).toBe('Réponse inconnue : 99999.');
    expect(await refused([211, 212])).toBe(
      'Une seule réponse est possible à la question « Type de bâtiment ».',
    );
    expect(await refused([211, 221])).toBe(
      "Le questionnaire n'est pas terminé : répondez aux questions restantes.",
    );
    expect(await refused([])).toBe('Répondez au questionnaire avant de lancer la recherche.');
    expect(await refused(HOUSE_ON_SANITARY_VOID, 'bois')).toMatch(/^Type de données inconnu/);
    expect(await refused([70001], 'pou')).toBe(
      'Répondez à toutes les questions du questionnaire pour obtenir les données environnementales.',
    );
    // A balcony break on a ground floor over a sanitary void does not exist.
    expect(await refused([221, 243])).toBe('Aucun rupteur ne correspond à ces critères.');
  });
});

describe('POST /api/history/load', () => {
  it('loads any history without a token, with its filters and FDES', async () => {
    const { status, body } = await loadHistory(clientWith(), SEED_HISTORY_IDS.otherUserThermal);
    expect(status).toBe(200);
    expect(body.datas!.history).toMatchObject({ id: 1901, customer: { id: 2 } });
    expect(body.datas!.filters).toEqual(body.datas!.history.filters);
    expect(body.datas!.fdes).toEqual([]);
    const environment = (await loadHistory(clientWith(), SEED_HISTORY_IDS.userEnvironment)).body
      .datas!;
    expect(environment.fdes.length).toBeGreaterThan(0);
    expect(environment.history.predalle?.id).toBe(environment.history.envPredalle?.id);
    expect(environment.filters[0]!.filterValues.find((v) => v.selected)?.value).toBe(
      'Prédalles et thermoprédalles',
    );
  });

  it('answers 404 for a missing history and 400 without id', async () => {
    expect((await loadHistory(clientWith(), 987654)).status).toBe(404);
    const { status, body } = await clientWith().request({
      method: 'POST',
      url: '/api/history/load',
      data: {},
      public: true,
    });
    expect(status).toBe(400);
    expect(body.message).toBe("L'identifiant de la simulation est manquant.");
  });
});

describe('POST /api/history/save', () => {
  it('names a history and puts it in the list, the name kept as typed', async () => {
    const history = await created(claire);
    const { status, body } = await saveHistory(claire, {
      id: history.id,
      name: '  <i>Chantier</i> Lefèvre  ',
      filtersValue: HOUSE_ON_SANITARY_VOID,
      dataType: 'rup',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Votre simulation a été sauvegardée dans votre espace personnel');
    expect(body.datas!.history.name).toBe('<i>Chantier</i> Lefèvre');
    const list = (await listHistories(claire)).body.datas!.list;
    expect(list[0]).toMatchObject({ id: history.id, name: '<i>Chantier</i> Lefèvre' });
  });

  it("lets a user who logged in from the visitor's device claim its history, and nobody else", async () => {
    const history = await created(visitor);
    // Julien logged in elsewhere: the visitor's history is not his to take.
    expect((await saveHistory(julien, { id: history.id, name: 'Autre nom' })).status).toBe(404);
    const login = await loginCheck(
      clientWith(),
      { username: CLAIRE, password: SEED_PASSWORD },
      visitorToken,
    );
    const fromDevice = clientWith(login.body.datas!.user.token);
    const { body } = await saveHistory(fromDevice, { id: history.id, name: 'Maison Perrin' });
    expect(body.datas!.history.customer).toEqual({ id: 1 });
    // Now Claire's: another user cannot take it any more.
    expect((await saveHistory(julien, { id: history.id, name: 'Autre nom' })).status).toBe(404);
  });

  it("refuses the claim of a history made without a device, and another device's refine", async () => {
    const anonymous = await created(clientWith());
    expect((await saveHistory(claire, { id: anonymous.id, name: 'Maison Perrin' })).status).toBe(
      404,
    );
    const history = await created(visitor);
    const otherDevice = clientWith(registerDevice({ ...DEVICE, uuid: 'autre-appareil' }).token);
    const refined = await saveHistoryRefine(otherDevice, { id: history.id, filtersValue: [291] });
    expect(refined.status).toBe(404);
    // Its report stays open to whoever has the id, as its result page.
    expect((await getHistoryRapportLink(julien, history.id)).status).toBe(200);
  });

  it('makes a saved history from the answers when no id is given', async () => {
    const { status, body } = await saveHistory(claire, {
      name: 'Prémur du garage',
      filtersValue: environmentAnswers('mur'),
      dataType: 'mur',
    });
    expect(status).toBe(200);
    expect(body.datas!.history).toMatchObject({ name: 'Prémur du garage', customer: { id: 1 } });
    expect(body.datas!.history.premur?.id).toBeGreaterThan(3000);
  });

  it('checks the name: required, 3 to 50 characters', async () => {
    const nameError = async (name: string) => {
      const { status, body } = await saveHistory(claire, { id: 1001, name });
      return status === 200 ? 'ok' : (body.error as Record<string, string>).name;
    };
    expect(await nameError('   ')).toBe('Champ obligatoire');
    expect(await nameError('ab')).toBe('Entre 3 et 50 caractères');
    expect(await nameError('a'.repeat(51))).toBe('Entre 3 et 50 caractères');
    expect(await nameError('é'.repeat(50))).toBe('ok');
    expect(await nameError('abc')).toBe('ok');
  });

  it("refuses another user's history with 404, and a visitor with 401", async () => {
    const { status, body } = await saveHistory(claire, {
      id: SEED_HISTORY_IDS.otherUserThermal,
      name: 'Pas à moi',
    });
    expect(status).toBe(404);
    expect(body.message).toBe('Cette simulation est introuvable.');
    expect(db.users.get(2) && historyById(1901)?.name).toBe('Collège Jules Verne – Nantes');
    expect((await saveHistory(visitor, { id: 1501, name: 'Maison' })).status).toBe(401);
    expect((await saveHistory(expired(), { id: 1001, name: 'Maison' })).status).toBe(401);
  });
});

describe('POST /api/history/save-refine', () => {
  it('applies the precise PSI value of the refine screen', async () => {
    const history = await created(visitor, THERMO_PRE_SLAB);
    expect(history.rupteur?.uuid).toBe('1');
    const { status, body } = await saveHistoryRefine(visitor, {
      id: history.id,
      filtersValue: THERMO_PRE_SLAB_REFINE,
    });
    expect(status).toBe(200);
    const refined = body.datas!.history;
    const expected = refineConfiguration(
      history.rupteur!.id,
      THERMO_PRE_SLAB,
      THERMO_PRE_SLAB_REFINE,
    ).psiValue!;
    expect(refined.psiValue).toMatchObject({ id: expected.id, psiMoyen: expected.psiMoyen });
    expect(refined.psi_value.map((psi) => psi.id)).toEqual([expected.id]);
    expect(refined.refineValues.map((value) => [value.filter, value.value])).toEqual([
      ["Épaisseur de l'isolant", '80 mm'],
      ["Type d'isolant", 'Polystyrène expansé (PSE)'],
      ['Largeur du rupteur intégré', '80 mm'],
    ]);
    expect(refined.refineValues.every((value) => value.psi_value_id === expected.id)).toBe(true);
    // Loading it again gives the refined result.
    expect((await loadHistory(clientWith(), history.id)).body.datas!.history.psiValue?.id).toBe(
      expected.id,
    );
  });

  it('refuses incomplete, foreign or unknown characteristics', async () => {
    // The seed's visitor history, refined from the device that made it.
    const device = historyById(SEED_HISTORY_IDS.anonymousThermal)!.deviceUuid!;
    const visitor = clientWith(registerDevice({ ...DEVICE, uuid: device }).token);
    const refused = async (filtersValue: number[], id = SEED_HISTORY_IDS.anonymousThermal) => {
      const { status, body } = await saveHistoryRefine(visitor, { id, filtersValue });
      expect(status).toBe(400);
      return body.message;
    };
    expect(await refused([291])).toBe(
      'Précisez toutes les caractéristiques du chantier pour obtenir la valeur de PSI exacte.',
    );
    expect(await refused([331])).toBe(
      "Le critère « Isolation du plancher bas » ne s'applique pas à ce résultat.",
    );
    expect(await refused([291, 292])).toBe(
      "Un seul choix est possible pour le critère « Épaisseur de l'isolant ».",
    );
    expect(await refused([])).toBe('Choisissez au moins une caractéristique du chantier.');
    expect(await refused([777777])).toBe('Choix inconnu : 777777.');
  });

  it("refuses an environmental history, another user's and a stale session", async () => {
    const environment = await saveHistoryRefine(claire, {
      id: SEED_HISTORY_IDS.userEnvironment,
      filtersValue: [291],
    });
    expect(environment.status).toBe(400);
    expect(environment.body.message).toBe(
      'Seule une simulation de rupteur thermique peut être affinée.',
    );
    const other = await saveHistoryRefine(claire, {
      id: SEED_HISTORY_IDS.otherUserThermal,
      filtersValue: [311, 321],
    });
    expect(other.status).toBe(404);
    // A visitor cannot change a user's history.
    expect(
      (await saveHistoryRefine(visitor, { id: SEED_HISTORY_IDS.userThermal, filtersValue: [291] }))
        .status,
    ).toBe(404);
    expect(
      (await saveHistoryRefine(expired(), { id: 1501, filtersValue: THERMO_PRE_SLAB_REFINE }))
        .status,
    ).toBe(401);
  });
});

describe('POST /api/history/remove', () => {
  it('deletes one of the user’s histories', async () => {
    const { status, body } = await removeHistory(claire, SEED_HISTORY_IDS.userThermal);
    expect(status).toBe(200);
    expect(body.message).toBe('Votre recherche a été supprimée');
    expect(body.datas!.history.id).toBe(1001);
    expect((await loadHistory(clientWith(), 1001)).status).toBe(404);
    expect((await listHistories(claire)).body.datas!.total).toBe(13);
  });

  it("refuses another user's or a visitor's history with 404, and a visitor with 401", async () => {
    expect((await removeHistory(claire, SEED_HISTORY_IDS.otherUserThermal)).status).toBe(404);
    expect((await removeHistory(claire, SEED_HISTORY_IDS.anonymousThermal)).status).toBe(404);
    expect(historyById(1901)).toBeDefined();
    expect((await removeHistory(visitor, 1001)).status).toBe(401);
  });
});

describe('POST /api/history/list', () => {
  const ids = (list: ThermalHistory[]) => list.map((history) => history.id);

  it("lists the user's saved histories, most recent first", async () => {
    const { status, body } = await listHistories(claire);
    expect(status).toBe(200);
    const { list, total } = body.datas!;
    expect(total).toBe(14);
    expect(list).toHaveLength(14);
    expect(list.every((history) => history.customer?.id === 1 && history.name)).toBe(true);
    expect(ids(list)).not.toContain(SEED_HISTORY_IDS.userUnsaved);
    const times = list.map((history) => Date.parse(history.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Over two years, thermal and environmental.
    expect(times[0]! - times.at(-1)!).toBeGreaterThan(600 * 24 * 3600 * 1000);
    expect(new Set(list.map((history) => history.dataType))).toEqual(
      new Set(['rup', 'pou', 'pre', 'mur']),
    );
  });

  it('shows each history as it is now: a renamed or refined history is listed anew', async () => {
    const before = (await listHistories(claire)).body.datas!.list;
    const listed = before.find((history) => history.dataType === 'rup')!;
    expect((await loadHistory(claire, listed.id)).body.datas!.history).toEqual(listed);
    await saveHistory(claire, { id: listed.id, name: 'Nouveau nom du chantier' });
    const after = (await listHistories(claire)).body.datas!.list;
    const renamed = after.find((history) => history.id === listed.id)!;
    expect(renamed.name).toBe('Nouveau nom du chantier');
    expect(renamed).toEqual((await loadHistory(claire, listed.id)).body.datas!.history);
  });

  it('sorts oldest first, or by name in French order, markup left out', async () => {
    const descending = ids((await listHistories(claire)).body.datas!.list);
    const ascending = ids((await listHistories(claire, { order: 'ASC' })).body.datas!.list);
    expect(ascending).toEqual([...descending].reverse());
    const byName = (await listHistories(claire, { sort: 'name' })).body.datas!.list;
    const names = byName.map((history) => history.name);
    expect(names.indexOf('<b>Maison</b> Dupont')).toBe(
      names.indexOf('Maison Benoît – vide sanitaire') + 1,
    );
    expect(names[0]).toBe('Atelier Favre & fils');
    expect(names.at(-1)).toBe('Villa Roche – plancher bas');
  });

  it('gives each user their own histories only', async () => {
    const list = (await listHistories(julien)).body.datas!.list;
    expect(ids(list).sort()).toEqual([1901, 1902, 1903]);
  });

  it("project-defined fields 'summary': each history as the list shows it, in the same order", async () => {
    const whole = (await listHistories(claire, { sort: 'name' })).body.datas!.list;
    const { status, body } = await listHistorySummaries(claire, { sort: 'name' });
    expect(status).toBe(200);
    const { list, total } = body.datas!;
    expect(total).toBe(14);
    expect(ids(list as ThermalHistory[])).toEqual(ids(whole));
    for (const [index, summary] of list.entries()) {
      const entity = whole[index]!;
      expect(Object.keys(summary).sort()).toEqual(
        [
          'id',
          'name',
          'createdAt',
          'created_at',
          'customer',
          'dataType',
          'rupteur',
          'psiValue',
          'poutrelle',
          'predalle',
          'premur',
          'envPoutrelle',
          'envPredalle',
          'envMur',
        ].sort(),
      );
      expect(summary).toMatchObject({
        id: entity.id,
        name: entity.name,
        createdAt: entity.createdAt,
        dataType: entity.dataType,
        poutrelle: entity.poutrelle,
        premur: entity.premur,
      });
      // Of the PSI value, only what the list shows: its id and mean PSI.
      expect(summary.psiValue).toEqual(
        entity.psiValue ? { id: entity.psiValue.id, psiMoyen: entity.psiValue.psiMoyen } : null,
      );
      expect(summary.rupteur).toEqual(
        entity.rupteur ? { id: entity.rupteur.id, name: entity.rupteur.name } : null,
      );
      expect(summary.envPoutrelle?.name).toBe(entity.envPoutrelle?.name);
      expect(summary.envMur?.name).toBe(entity.envMur?.name);
    }
    // A small part of the whole entities.
    expect(JSON.stringify(list).length).toBeLessThan(JSON.stringify(whole).length / 5);
    const renamed = list.find((history) => history.dataType === 'rup')!;
    await saveHistory(claire, { id: renamed.id, name: 'Chantier renommé' });
    const after = (await listHistorySummaries(claire)).body.datas!.list;
    expect(after.find((history) => history.id === renamed.id)!.name).toBe('Chantier renommé');
  });

  it('refuses unknown fields', async () => {
    const { status, body } = await listHistories(claire, { fields: 'all' as 'summary' });
    expect(status).toBe(400);
    expect(body.error).toEqual({ fields: 'Champs inconnus : choisissez summary.' });
  });

  it('refuses an unknown sort, and visitors', async () => {
    const { status, body } = await listHistories(claire, { sort: 'prix' as 'name' });
    expect(status).toBe(400);
    expect(body.error).toEqual({ sort: 'Tri inconnu : choisissez createdAt ou name.' });
    expect((await listHistories(claire, { order: 'haut' as 'ASC' })).status).toBe(400);
    expect((await listHistories(visitor)).status).toBe(401);
    expect((await listHistories(expired())).status).toBe(401);
  });
});

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
