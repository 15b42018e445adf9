/**
 * The example values the consumer contracts send: the seed accounts' e-mails and password, new
 * passwords, signed links, a profile and a whole registration.
 */
import { createHmac } from 'node:crypto';
import type { Profile, RegistrationRequest, SignedLinkParams } from '../types';

export const SEED_PASSWORD = 'Rupteo2024!';
export const USER_1_EMAIL = 'claire.martin@maconnerie-martin.fr';
export const USER_2_EMAIL = 'julien.bernard@bet-structure.fr';
export const NEW_EMAIL = 'claire.nouvelle@maconnerie-martin.fr';
/** A seed account of the partner organisation: it must sign in through single sign-on. */
export const PARTNER_EMAIL = 'marc.lefevre@batiprime.fr';
/** The account of 'an account waiting for activation'. */
export const INACTIVE_EMAIL = 'manon.blanc@blanc-architecture.fr';

/** A strong password that meets every criterion of the mock. */
export const NEW_PASSWORD = 'Nouveau2025!';
/** A password that meets no length criterion. */
export const WEAK_PASSWORD = 'abc';

/**
 * The secret of the mock's signed links: only for the examples of the consumer tests. The pacts
 * take every value of a link from the provider state (`signedLinkFromState`), so a backend signs
 * with its own secret.
 */
const EXAMPLE_LINK_SECRET = 'mock-server-secret';
/** 2100-01-01T00:00:00Z, the expiry of the provider states' links. */
export const LINK_EXPIRES = '4102444800';

export function signedLink(id: string, token: string, expires = LINK_EXPIRES): SignedLinkParams {
  const signature = createHmac('sha256', EXAMPLE_LINK_SECRET)
    .update(`${id}.${token}.${expires}`)
    .digest('hex');
  return { id, token, expires, signature };
}

export const PROFILE_EXAMPLE: Profile = {
  firstname: 'Claire',
  lastname: 'Martin',
  email: USER_1_EMAIL,
  phone: '04 78 62 15 30',
  company: 'Maçonnerie Martin',
  siret: '41235678900027',
  fonction: 'Gérante',
  activity: 'maçon',
  address: '12 rue des Tanneurs',
  addressComplement: 'Zone artisanale du Parc',
  postalCode: '69007',
  city: 'Lyon',
  country: 'France',
};

/** A whole registration as the form sends it (the account that the registration interactions create). */
export const REGISTRATION: RegistrationRequest = {
  email: 'paul.renard@renard-batiment.fr',
  lastname: 'Renard',
  firstname: 'Paul',
  company: 'Renard Bâtiment',
  rgpd: true,
  plainPassword: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
  civility: 'mr',
  activity: 'maçon',
  fonction: 'Gérant',
  siret: '81234567800014',
  phone: '02 43 12 34 56',
  address: '4 rue du Port',
  addressComplement: '',
  postalCode: '72000',
  city: 'Le Mans',
  country: 'France',
};
