/**
 * The account links (spec 000 §2): what an address asks the account-link handler to do
 * (activation, e-mail confirmation, password reset, the reset's end).
 */
import type { SignedLinkParams } from '@/api/types';
import { paths } from '@/config/paths';
import { RESET_DONE_MESSAGE } from '@/domain/messages';
import type { AccountLink } from './accountSlice';

export { RESET_DONE_MESSAGE };
export const RESET_DONE_HASH = '#/reset-done';
export const EMAIL_CONFIRM_PATH = paths.emailConfirmation.getHref();
export const PASSWORD_RESET_PATH = paths.passwordReset.prefix;

/** The four parameters of a signed link, when all are in the query. */
export function signedLinkOf(search: string): SignedLinkParams | null {
  const query = new URLSearchParams(search);
  const id = query.get('id');
  const token = query.get('token');
  const expires = query.get('expires');
  const signature = query.get('signature');
  return id && token && expires && signature ? { id, token, expires, signature } : null;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** What an address asks the account-link handler to do, if anything. */
export function accountLinkOf(link: {
  pathname: string;
  search: string;
  hash: string;
}): AccountLink | null {
  if (link.hash === RESET_DONE_HASH) return { kind: 'resetDone' };
  if (link.pathname.includes(PASSWORD_RESET_PATH)) {
    const token = link.pathname.split('/').filter(Boolean).pop();
    if (token && token !== 'password') return { kind: 'passwordReset', token };
  }
  const signed = signedLinkOf(link.search);
  if (!signed) return null;
  return withSlash(link.pathname) === EMAIL_CONFIRM_PATH
    ? { kind: 'emailConfirmation', link: signed }
    : { kind: 'activation', link: signed };
}
