/** Handlers of the floor operations (see docs/api/floor.md). */
import type { RequestHandler } from 'msw';

export const floorHandlers: RequestHandler[] = [];
