import { listCarbonClusters, listFloorSimulations, listFloorSolutions } from '@/api/history';
import { searchPsiLibrary } from '@/api/catalogue';
import { listHistories } from '@/api/thermalHistory';
import { F, V } from '../db/generalTools/catalogueData';
import { resetDb } from '../db/mockDb';
import { clientWith } from '../handlers/testSupport';
import { providerStates } from '../providerStates';
import { LIBRARY_SCALE, LIBRARY_SCALE_STATE, SCALE, SCALE_STATE } from './scaleStates';

describe(`provider state '${SCALE_STATE}'`, () => {
  it('gives user 1 every list at scale, each item whole and in order', async () => {
    const values = await providerStates[SCALE_STATE]!();
    const client = clientWith(String(values?.token));

    const histories = (await listHistories(client)).body.datas!;
    expect(histories.total).toBeGreaterThanOrEqual(SCALE.histories);
    expect(histories.list.every((history) => history.customer?.id === 1 && history.name)).toBe(
      true,
    );
    const times = histories.list.map((history) => Date.parse(history.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(histories.list.map((history) => history.dataType))).toEqual(
      new Set(['rup', 'pou', 'pre', 'mur']),
    );

    const simulations = (await listFloorSimulations(client)).body.datas!.data;
    expect(simulations.length).toBeGreaterThanOrEqual(SCALE.floorSimulations);
    const solutions = (await listFloorSolutions(client)).body.datas!.data;
    expect(solutions.length).toBeGreaterThanOrEqual(SCALE.floorSolutions);
    const clusters = (await listCarbonClusters(client)).body.datas!.clusters;
    expect(clusters.length).toBeGreaterThanOrEqual(SCALE.clusters);
    expect(new Set(clusters.map((cluster) => cluster.id)).size).toBe(clusters.length);
  });
});

describe(`provider state '${LIBRARY_SCALE_STATE}'`, () => {
  const visitor = clientWith();
  const choices = { [String(F.floor)]: [V.intermediate] };
  const search = async () =>
    (await searchPsiLibrary(visitor, { filterChoices: choices, lunchResearch: true, save: false }))
      .body.datas!;

  afterEach(() => resetDb());

  it('serves each PSI value of the library ten times, under new ids, until the next reset', async () => {
    const seed = await search();
    expect(await providerStates[LIBRARY_SCALE_STATE]!()).toEqual({ factor: LIBRARY_SCALE.default });
    const scaled = await search();

    expect(scaled.nbResults).toBe(Number(seed.nbResults) * 10);
    expect(scaled.rupteurs.map((rupteur) => rupteur.id)).toEqual(
      seed.rupteurs.map((rupteur) => rupteur.id),
    );
    const ids = scaled.rupteurs.flatMap((rupteur) => rupteur.psiValuesAsArray.map((psi) => psi.id));
    expect(new Set(ids).size).toBe(ids.length);
    // The seed's values keep their ids; each copy has the figures and characteristics of its value.
    const seedValues = seed.rupteurs.flatMap((rupteur) => rupteur.psiValuesAsArray);
    expect(seedValues.every((psi) => ids.includes(psi.id))).toBe(true);
    const [first] = seed.rupteurs[0]!.psiValuesAsArray;
    const [, copy] = scaled.rupteurs[0]!.psiValuesAsArray;
    expect(copy).toEqual({ ...first, id: copy!.id });
    const characteristics = (id: number) =>
      scaled.psiValuesFiltersValues[String(id)]!.map(({ psi_value_id: _, ...item }) => item);
    expect(characteristics(copy!.id)).toEqual(characteristics(first!.id));

    resetDb();
    expect((await search()).nbResults).toBe(seed.nbResults);
  });

  it('takes another factor, and refuses one out of range', async () => {
    const seed = await search();
    await providerStates[LIBRARY_SCALE_STATE]!({ factor: 3 });
    expect((await search()).nbResults).toBe(Number(seed.nbResults) * 3);
    expect(() => providerStates[LIBRARY_SCALE_STATE]!({ factor: LIBRARY_SCALE.max + 1 })).toThrow(
      /factor/,
    );
  });
});
