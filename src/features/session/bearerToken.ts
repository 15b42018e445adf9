import type { SiteId } from '@/config/sites';
import type { SessionState } from './sessionSlice';

/**
 * The token sent as Bearer (spec 000 §6): the user's token when logged in; on the general site an
 * anonymous visitor sends the device token; otherwise none. A login that is not finished yet (new
 * password to choose, single-sign-on hand-over) sends its own token.
 */
export function selectBearerToken(session: SessionState, site: SiteId): string | null {
  if (session.user) return session.user.token;
  if (session.pendingUser) return session.pendingUser.token;
  if (site === 'general') return session.device?.token ?? null;
  return null;
}
