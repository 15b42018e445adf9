import { listCarbonClusters, listFloorSimulations, listFloorSolutions } from '@/api/history';
import { listHistories } from '@/api/thermalHistory';
import { clientWith } from '../handlers/testSupport';
import { providerStates } from '../providerStates';
import { SCALE, SCALE_STATE } from './scaleStates';

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
