/** Handlers of the carbon operations (see docs/api/carbon.md). */
import type { RequestHandler } from 'msw';
import { clusterHandlers } from './clusterHandlers';
import { simulatorHandlers } from './simulatorHandlers';

export const carbonHandlers: RequestHandler[] = [...simulatorHandlers, ...clusterHandlers];
