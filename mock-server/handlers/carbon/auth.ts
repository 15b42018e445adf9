/** Operations with an optional login: the user of a valid token, or a visitor. */
import { db, tokenOwner } from '../../db/mockDb';
import { bearerOf } from '../respond';

/**
 * The id of the user whose valid token the request carries; undefined for a visitor. A missing,
 * unknown or expired token makes a visitor: these operations never answer 401.
 */
export function optionalUserId(request: Request): number | undefined {
  const owner = tokenOwner(bearerOf(request));
  return owner?.kind === 'user' && db.users.has(owner.userId) ? owner.userId : undefined;
}
