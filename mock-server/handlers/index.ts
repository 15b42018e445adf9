/** Every MSW handler of the mock backend, used by the browser worker, Jest and the standalone server. */
import { authHandlers } from './authHandlers';
import { carbonHandlers } from './carbon';
import { floorHandlers } from './floor';
import { generalToolHandlers } from './generalTools';
import { deviceHandlers } from './deviceHandlers';
import { historyHandlers } from './historyHandlers';
import { outboxHandlers } from './outboxHandlers';
import { passwordHandlers } from './passwordHandlers';
import { profileHandlers } from './profileHandlers';
import { registrationHandlers } from './registrationHandlers';
import { longUrlGuard } from './requestLimits';
import { ssoHandlers } from './ssoHandlers';

export const handlers = [
  // First: msw's matching of the other handlers throws on a URL over 8 kB.
  longUrlGuard,
  ...deviceHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...passwordHandlers,
  ...registrationHandlers,
  ...historyHandlers,
  ...ssoHandlers,
  ...generalToolHandlers,
  ...floorHandlers,
  ...carbonHandlers,
  ...outboxHandlers,
];
