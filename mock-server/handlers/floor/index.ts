/** Handlers of the floor operations (see docs/api/floor.md), and the floor site's media files. */
import type { RequestHandler } from 'msw';
import { configuratorHandlers } from './configuratorHandlers';
import { mediaHandlers } from './mediaHandlers';
import { simulatorHandlers } from './simulatorHandlers';
import { solutionHandlers } from './solutionHandlers';

export const floorHandlers: RequestHandler[] = [
  ...configuratorHandlers,
  ...simulatorHandlers,
  ...solutionHandlers,
  ...mediaHandlers,
];
