/**
 * Registration, activation and e-mail changes of the floor and carbon sites (spec 000 §7). Both
 * e-mail a signed link; the outbox (`GET /__mock/outbox`) keeps it.
 */
import type { Activity, Civility } from '../../src/api/types';
import {
  accountUserOf,
  checkNewPassword,
  consumeLink,
  createAccount,
  createSignedLink,
  db,
  EMAIL_SUBJECTS,
  findUserByEmail,
  isEmailTaken,
  isPartnerDomain,
  isValidEmail,
  linkQuery,
  openSession,
  sendEmail,
  verifySignedLink,
} from '../db/mockDb';
import { MESSAGES } from './messages';
import { newEmailError } from './profileHandlers';
import { fail, fieldErrors, jsonBody, ok, textOf, withUser } from './respond';
import { route } from './route';

const CIVILITIES: readonly Civility[] = ['mr', 'mme', ''];
const ACTIVITIES: ReadonlyArray<Activity | ''> = [
  'maçon',
  'cmiste',
  'négoces',
  'maitre-oeuvre-promoteur',
  'architecte',
  'bureau-etude',
  'economiste',
  'autre',
  '',
];

/** The paths of the e-mailed links, read by the app's account-link handler. */
export const ACTIVATION_LINK_PATH = '/';
export const EMAIL_CONFIRMATION_LINK_PATH = '/user/data/email/';

function registrationErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = textOf(body.email).trim();
  if (!email) errors.email = MESSAGES.requiredField;
  else if (!isValidEmail(email)) errors.email = MESSAGES.invalidEmail;
  else if (findUserByEmail(email)) errors.email = MESSAGES.emailTaken;
  else if (isPartnerDomain(email)) errors.email = MESSAGES.partnerEmailReserved;
  for (const field of ['lastname', 'firstname'] as const)
    if (!textOf(body[field]).trim()) errors[field] = MESSAGES.requiredField;
  const checked = checkNewPassword(body.plainPassword, 'criteria');
  if (checked.error !== undefined) errors.plainPassword = checked.error;
  if (body.rgpd !== true) errors.rgpd = MESSAGES.rgpdRequired;
  return errors;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | '' {
  const text = textOf(value).trim();
  return (allowed as readonly string[]).includes(text) ? (text as T) : '';
}

export const registrationHandlers = [
  route('POST', '/api/register/', async ({ request }) => {
    const body = await jsonBody(request);
    const errors = registrationErrors(body);
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const field = (name: string) => textOf(body[name]).trim();
    const account = createAccount({
      email: field('email'),
      password: textOf((body.plainPassword as { password?: unknown }).password),
      civility: oneOf(body.civility, CIVILITIES),
      firstname: field('firstname'),
      lastname: field('lastname'),
      company: field('company'),
      activity: oneOf(body.activity, ACTIVITIES),
      fonction: field('fonction'),
      siret: field('siret'),
      phone: field('phone'),
      address: field('address'),
      addressComplement: field('addressComplement'),
      postalCode: field('postalCode').slice(0, 5),
      city: field('city'),
      country: field('country') || 'France',
      partner: false,
    });
    const link = await createSignedLink('activation', account.id);
    sendEmail({
      to: account.email,
      subject: EMAIL_SUBJECTS.activation,
      link: `${ACTIVATION_LINK_PATH}?${linkQuery(link)}`,
    });
    return ok({ message: MESSAGES.registered });
  }),

  /** The link stays valid until it expires: a second use answers alreadyActivated. */
  route('POST', '/api/account/enable/', async ({ request }) => {
    const link = await verifySignedLink('activation', await jsonBody(request));
    const user = link ? db.users.get(link.userId) : undefined;
    if (!user) return fail(400, { message: MESSAGES.invalidLink });
    if (user.activated)
      return ok({ status: 'alreadyActivated', message: MESSAGES.alreadyActivated });
    user.activated = true;
    return ok({ status: 'nowActivated', message: MESSAGES.nowActivated });
  }),

  route('GET', '/api/email/available/{email}/', ({ params }) => {
    const raw = textOf(params.email);
    let email = raw;
    try {
      email = decodeURIComponent(raw);
    } catch {
      // Already decoded, with a lone '%': keep it as it is.
    }
    return ok({ datas: { available: !findUserByEmail(email) } });
  }),

  /** Sends a confirmation link to the new address; the change happens when it is followed. */
  route(
    'PUT',
    '/api/user/email/update/',
    withUser(async ({ request, user }) => {
      const body = await jsonBody(request);
      const currentEmail = textOf(body.currentEmail).trim();
      const newEmail = textOf(body.newEmail).trim();
      const errors: Record<string, string> = {};
      if (!currentEmail) errors.currentEmail = MESSAGES.requiredField;
      else if (!isValidEmail(currentEmail)) errors.currentEmail = MESSAGES.invalidEmail;
      else if (currentEmail.toLowerCase() !== user.email.toLowerCase())
        errors.currentEmail = MESSAGES.currentEmailMismatch;
      const newError =
        newEmail.toLowerCase() === user.email.toLowerCase() && newEmail
          ? MESSAGES.sameEmail
          : newEmailError(newEmail, user);
      if (newError) errors.newEmail = newError;
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      // Only the latest request can be confirmed.
      for (const [token, pending] of db.pendingLinks)
        if (pending.purpose === 'email-change' && pending.userId === user.id) consumeLink(token);
      const link = await createSignedLink('email-change', user.id, newEmail);
      sendEmail({
        to: newEmail,
        subject: EMAIL_SUBJECTS.emailChange,
        link: `${EMAIL_CONFIRMATION_LINK_PATH}?${linkQuery(link)}`,
      });
      return ok({ datas: { message: MESSAGES.emailChangeSent } });
    }),
  ),

  /** Public: the link proves the user. Answers the user with a new token, the link is used once. */
  route('POST', '/api/user/email/confirm/', async ({ request }) => {
    const link = await verifySignedLink('email-change', await jsonBody(request));
    const user = link ? db.users.get(link.userId) : undefined;
    if (!link?.newEmail || !user) return fail(400, { message: MESSAGES.invalidLink });
    consumeLink(link.token);
    if (isEmailTaken(link.newEmail, user.id)) return fail(400, { message: MESSAGES.emailTaken });
    user.email = link.newEmail;
    const { token } = openSession(user.id);
    return ok({ user: accountUserOf(user), token, datas: { message: MESSAGES.emailConfirmed } });
  }),
];
