/** Every MSW handler of the mock backend, used by the browser worker, Jest and the standalone server. */
import { authHandlers } from './authHandlers';
import { deviceHandlers } from './deviceHandlers';

export const handlers = [...deviceHandlers, ...authHandlers];
