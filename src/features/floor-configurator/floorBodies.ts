/** The readings of the server's answers that the floor configurator's sagas share. */
import type { FloorFormDatas, FloorSimulationResult } from '@/api/floorTypes';
import type { ApiBody } from '@/api/http';

export function isUsableForm(body: ApiBody<FloorFormDatas>): body is ApiBody<FloorFormDatas> & {
  datas: FloorFormDatas;
} {
  return (
    body.success &&
    String(body.datas?.status) === '200' &&
    Array.isArray(body.datas?.formArray) &&
    body.datas.formArray.length > 0
  );
}

export function isResult(
  body: ApiBody<FloorSimulationResult>,
): body is ApiBody<FloorSimulationResult> & {
  datas: FloorSimulationResult;
} {
  return body.success && Array.isArray(body.datas?.solutions) && Boolean(body.datas?.simulation);
}
