/** The environmental-data tool of the general site (spec 001 §2.2, §7). See docs/api/thermalHistory.md. */
import type { EnvironmentResultDatas, EnvironmentResultRequest } from './environmentTypes';
import type { ApiClient } from './http';

/**
 * POST /api/env/result (public): the concrete volumes, steel ratios and FDES sheets of the
 * product the answers lead to; reads `datas.success`, `datas.result` and `datas.fdes`.
 */
export function getEnvironmentResult(client: ApiClient, body: EnvironmentResultRequest) {
  return client.request<EnvironmentResultDatas>({
    method: 'POST',
    url: '/api/env/result',
    data: body,
    public: true,
  });
}
