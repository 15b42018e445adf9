/** The general site's saved-simulation handlers: creating and loading a history. */
import { getEnvironmentResult } from '@/api/environment';
import { createHistory, loadHistory } from '@/api/thermalHistory';
import { historyById, SEED_HISTORY_IDS } from '../../db/generalTools/histories';
import { registerToken } from '../../db/mockDb';
import { clientWith } from '../testSupport';
import {
  HOUSE_ON_SANITARY_VOID,
  DEVICE,
  claire,
  visitor,
  signInEachTest,
  expired,
  environmentAnswers,
  created,
} from './historyHandlersTestSetup';

signInEachTest();

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
