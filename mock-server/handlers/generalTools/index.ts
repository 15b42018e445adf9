/** Handlers of the generalTools operations (see docs/api/generalTools.md). */
import type { RequestHandler } from 'msw';

export const generalToolHandlers: RequestHandler[] = [];
