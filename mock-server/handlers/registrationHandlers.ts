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
  linkQuery,
  openSession,
  sendEmail,
  verifySignedLink,
} from '../db/mockDb';
import {
  EMAIL_MAX_LENGTH,
  PROFILE_FIELD_MAX_LENGTHS,
  TEXT_MAX_LENGTH,
} from '../../src/domain/fieldLimits';
import { readTexts, type TextRule } from './fields';
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

/** The registration's text fields: required ones, and the limits of src/domain/fieldLimits.ts. */
const REGISTRATION_TEXTS = {
  email: { max: EMAIL_MAX_LENGTH, required: true, email: true },
  lastname: { max: TEXT_MAX_LENGTH, required: true },
  firstname: { max: TEXT_MAX_LENGTH, required: true },
  ...Object.fromEntries(
    Object.entries(PROFILE_FIELD_MAX_LENGTHS)
      .filter(([name]) => !['email', 'lastname', 'firstname'].includes(name))
      .map(([name, max]) => [name, { max }]),
  ),
  civility: { max: TEXT_MAX_LENGTH },
} as Record<keyof typeof PROFILE_FIELD_MAX_LENGTHS | 'civility', TextRule>;

function registrationFields(body: Record<string, unknown>) {
  const { values, errors } = readTexts(body, REGISTRATION_TEXTS);
  if (values.email !== undefined) {
    if (findUserByEmail(values.email)) errors.email = MESSAGES.emailTaken;
    else if (isPartnerDomain(values.email)) errors.email = MESSAGES.partnerEmailReserved;
  }
  const checked = checkNewPassword(body.plainPassword, 'criteria');
  if (checked.error !== undefined) errors.plainPassword = checked.error;
  if (body.rgpd !== true) errors.rgpd = MESSAGES.rgpdRequired;
  return { values, errors, password: checked.password };
}

function oneOf<T extends string>(text: string, allowed: readonly T[]): T | '' {
  return (allowed as readonly string[]).includes(text) ? (text as T) : '';
}

export const registrationHandlers = [
  route('POST', '/api/register/', async ({ request }) => {
    const { values, errors, password } = registrationFields(await jsonBody(request));
    if (Object.keys(errors).length > 0 || password === undefined) return fieldErrors(errors);
    const account = createAccount({
      email: values.email,
      password,
      civility: oneOf(values.civility, CIVILITIES),
      firstname: values.firstname,
      lastname: values.lastname,
      company: values.company,
      activity: oneOf(values.activity, ACTIVITIES),
      fonction: values.fonction,
      siret: values.siret,
      phone: values.phone,
      address: values.address,
      addressComplement: values.addressComplement,
      postalCode: values.postalCode,
      city: values.city,
      country: values.country || 'France',
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

  route(
    'GET',
    '/api/email/available/{email}/',
    ({ params }) => {
      const raw = textOf(params.email);
      let email = raw;
      try {
        email = decodeURIComponent(raw);
      } catch {
        // Already decoded, with a lone '%': keep it as it is.
      }
      return ok({ datas: { available: !findUserByEmail(email) } });
    },
    { notFound: MESSAGES.notFound },
  ),

  /** Sends a confirmation link to the new address; the change happens when it is followed. */
  route(
    'PUT',
    '/api/user/email/update/',
    withUser(async ({ request, user }) => {
      const email = { max: EMAIL_MAX_LENGTH, required: true, email: true };
      const { values, errors } = readTexts(await jsonBody(request), {
        currentEmail: email,
        newEmail: email,
      });
      const { currentEmail, newEmail } = values;
      if (currentEmail !== undefined && currentEmail.toLowerCase() !== user.email.toLowerCase())
        errors.currentEmail = MESSAGES.currentEmailMismatch;
      if (newEmail !== undefined) {
        const newError =
          newEmail.toLowerCase() === user.email.toLowerCase()
            ? MESSAGES.sameEmail
            : newEmailError(newEmail, user);
        if (newError) errors.newEmail = newError;
      }
      if (Object.keys(errors).length > 0 || newEmail === undefined) return fieldErrors(errors);
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
