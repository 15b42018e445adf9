/** The general site's saved-simulation handlers: the list of histories. */
import {
  listHistories,
  listHistorySummaries,
  loadHistory,
  saveHistory,
} from '@/api/thermalHistory';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { SEED_HISTORY_IDS } from '../../db/generalTools/histories';
import { claire, julien, visitor, signInEachTest, expired } from './historyHandlersTestSetup';

signInEachTest();

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
