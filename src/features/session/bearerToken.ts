import type { SiteId } from '@/app/site/sites';
import type { SessionState } from './sessionSlice';

/**
 * The token sent as Bearer (spec 000 §6): the user's token when logged in; on the general site an
 * anonymous visitor sends the device token; otherwise none.
 */
export function selectBearerToken(session: SessionState, site: SiteId): string | null {
  if (session.user) return session.user.token;
  if (site === 'general') return session.device?.token ?? null;
  return null;
}
