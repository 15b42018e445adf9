/**
 * The partner organisation whose staff sign in through single sign-on (spec 000 §1, §4).
 * Project-defined: the specification names neither the organisation nor its domain.
 */
export const PARTNER_NAME = 'Batiprime';
export const PARTNER_EMAIL_DOMAIN = 'batiprime.fr';

/** An e-mail of the partner domain must use single sign-on. */
export function isPartnerEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PARTNER_EMAIL_DOMAIN}`);
}
