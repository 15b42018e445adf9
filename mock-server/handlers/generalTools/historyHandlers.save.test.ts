/** The general site's saved-simulation handlers: saving, refining and removing a history. */
import { loginCheck } from '@/api/auth';
import {
  getHistoryRapportLink,
  listHistories,
  loadHistory,
  removeHistory,
  saveHistory,
  saveHistoryRefine,
} from '@/api/thermalHistory';
import { refineConfiguration } from '../../db/generalTools/refineConfiguration';
import { historyById, SEED_HISTORY_IDS } from '../../db/generalTools/histories';
import { db, registerDevice, SEED_PASSWORD } from '../../db/mockDb';
import { CLAIRE, clientWith } from '../testSupport';
import {
  HOUSE_ON_SANITARY_VOID,
  THERMO_PRE_SLAB,
  THERMO_PRE_SLAB_REFINE,
  DEVICE,
  claire,
  julien,
  visitor,
  visitorToken,
  signInEachTest,
  expired,
  environmentAnswers,
  created,
} from './historyHandlersTestSetup';

signInEachTest();

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
