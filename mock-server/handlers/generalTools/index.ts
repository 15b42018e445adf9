/** Handlers of the generalTools operations (see docs/api/generalTools.md). */
import type { RequestHandler } from 'msw';
import { catalogueHandlers } from './catalogueHandlers';
import { environmentHandlers } from './environmentHandlers';
import { thermalHistoryHandlers } from './historyHandlers';
import { libraryHandlers } from './libraryHandlers';

export const generalToolHandlers: RequestHandler[] = [
  ...catalogueHandlers,
  ...libraryHandlers,
  ...thermalHistoryHandlers,
  ...environmentHandlers,
];
