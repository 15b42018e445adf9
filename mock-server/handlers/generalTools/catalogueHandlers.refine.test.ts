/** The general site's catalogue handlers: the refine configuration (POST /api/filters/configuration). */
import { getConfiguration } from '@/api/catalogue';
import type { ApiClient } from '@/api/http';
import { psiValueCharacteristics, rupteurIdOfPsiValue } from '../../db/generalTools/catalogue';
import { updateHistory } from '../../db/generalTools/histories';
import { clientWith } from '../testSupport';
import {
  thermalHistory,
  columns,
  valueIds,
  HOUSE,
  FLATS,
  SANITARY_VOID,
  INTERMEDIATE,
  BEAMS,
  PRE_SLABS,
  SOLID_SLAB,
  FACADE,
  INNER_WALL,
  CONCRETE,
  ITI,
  THIN,
  MEDIUM,
  REI30,
} from './catalogueHandlersTestSetup';

describe('POST /api/filters/configuration (refine screen)', () => {
  const THERMO_INTERMEDIATE = [HOUSE, INTERMEDIATE, PRE_SLABS, FACADE, CONCRETE, ITI, THIN, REI30];
  const THERMO_SANITARY_VOID = [
    HOUSE,
    SANITARY_VOID,
    PRE_SLABS,
    FACADE,
    CONCRETE,
    ITI,
    THIN,
    REI30,
  ];
  let client: ApiClient;
  beforeEach(() => {
    client = clientWith('dev.any');
  });

  it('shows column 16 for the thermo-pre-slab on an intermediate floor, not 13 and 14', async () => {
    const historyId = thermalHistory(THERMO_INTERMEDIATE);
    const { status, body } = await getConfiguration(client, { historyId, answers: [] });
    expect(status).toBe(200);
    expect(columns(body.datas!.filters)).toEqual([9, 10, 16]);
    expect(body.datas!.psiValue).toBeNull();
    expect(valueIds(body.datas!.filters[2])).toEqual([361, 362, 363]);
  });

  it('gives the precise PSI value once every filter is chosen', async () => {
    const historyId = thermalHistory(THERMO_INTERMEDIATE);
    const partial = await getConfiguration(client, { historyId, answers: [292, 301] });
    expect(partial.body.datas!.psiValue).toBeNull();
    const chosen = partial.body.datas!.filters.flatMap((filter) =>
      filter.filterValues.filter((value) => value.selected).map((value) => value.id),
    );
    expect(chosen).toEqual([292, 301]);
    // The other values of a chosen filter stay possible, to change one's mind.
    expect(valueIds(partial.body.datas!.filters[0])).toEqual([291, 292, 293]);

    const { body } = await getConfiguration(client, { historyId, answers: [292, 301, 362] });
    const psi = body.datas!.psiValue!;
    expect(psi).not.toBeNull();
    expect(rupteurIdOfPsiValue(psi.id)).toBe(501);
    const characteristics = psiValueCharacteristics(psi.id)!;
    expect([...characteristics.values()]).toEqual(
      expect.arrayContaining([INTERMEDIATE, FACADE, CONCRETE, 292, 301, 362]),
    );
  });

  it('shows columns 13 and 14 for a sanitary-void floor, not 16', async () => {
    const historyId = thermalHistory(THERMO_SANITARY_VOID);
    const { body } = await getConfiguration(client, { historyId, answers: [] });
    expect(columns(body.datas!.filters)).toEqual([9, 10, 13, 14]);
    expect(body.datas!.filters[2]!.name).toBe('Isolation du plancher bas');
    const complete = await getConfiguration(client, {
      historyId,
      answers: [291, 302, 332, 343],
    });
    expect(complete.body.datas!.psiValue).not.toBeNull();
  });

  it('does not show column 16 for another rupteur on an intermediate floor', async () => {
    const historyId = thermalHistory([
      FLATS,
      INTERMEDIATE,
      SOLID_SLAB,
      FACADE,
      CONCRETE,
      ITI,
      MEDIUM,
      REI30,
    ]);
    const { body } = await getConfiguration(client, { historyId, answers: [] });
    expect(columns(body.datas!.filters)).toEqual([9]);
    const complete = await getConfiguration(client, { historyId, answers: [293] });
    expect(rupteurIdOfPsiValue(complete.body.datas!.psiValue!.id)).toBe(508);
  });

  it('adds the questions left unanswered that still tell the PSI values apart', async () => {
    // Four answers lead to the joist-and-block refend rupteur: wall and insulation stay open.
    const historyId = thermalHistory([FLATS, SANITARY_VOID, BEAMS, INNER_WALL]);
    const { body } = await getConfiguration(client, { historyId, answers: [] });
    expect(body.datas!.filters.map((filter) => filter.name)).toEqual([
      'Type de mur',
      "Position de l'isolation",
      "Épaisseur de l'isolant",
      'Isolation du plancher bas',
      'Résistance thermique du plancher bas',
    ]);
    const complete = await getConfiguration(client, {
      historyId,
      answers: [CONCRETE, ITI, 292, 331, 342],
    });
    expect(rupteurIdOfPsiValue(complete.body.datas!.psiValue!.id)).toBe(507);
  });

  it('reads the refine values saved with the history when no answers are sent', async () => {
    const historyId = thermalHistory(THERMO_INTERMEDIATE);
    updateHistory(historyId, { refineValueIds: [293, 302, 361] });
    const { body } = await getConfiguration(client, { historyId });
    expect(body.datas!.psiValue).not.toBeNull();
  });

  it.each([
    [[4242], 'Choix inconnu : 4242.'],
    [[361], "Le critère « Largeur du rupteur intégré » ne s'applique pas à ce résultat."],
    [[HOUSE], "Le critère « Type de bâtiment » ne s'applique pas à ce résultat."],
    [[291, 292], "Un seul choix est possible pour le critère « Épaisseur de l'isolant »."],
  ])('refuses the choices %j with 400', async (answers, message) => {
    const historyId = thermalHistory(THERMO_SANITARY_VOID);
    const { status, body } = await getConfiguration(client, { historyId, answers });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('answers 404 for an unknown history and 400 without its id', async () => {
    const missing = await getConfiguration(client, { historyId: 987654, answers: [] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Cette simulation est introuvable.');
    const noId = await client.request({
      method: 'POST',
      url: '/api/filters/configuration',
      data: { answers: [] },
    });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe("L'identifiant de la simulation est manquant.");
  });
});
