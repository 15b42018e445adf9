/** Handlers of the carbon operations (see docs/api/carbon.md). */
import type { RequestHandler } from 'msw';

export const carbonHandlers: RequestHandler[] = [];
