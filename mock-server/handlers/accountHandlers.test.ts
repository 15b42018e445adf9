import { createHmac } from 'node:crypto';
import { accountLoginCheck, loginCheck } from '@/api/auth';
import {
  changePassword,
  checkEmailAvailable,
  confirmEmail,
  enableAccount,
  getAccountProfile,
  getPasswordCriteria,
  getProfile,
  register,
  requestPasswordReset,
  resetPassword,
  sendPasswordResetLink,
  setProfile,
  updateAccountData,
  updateEmail,
  updatePassword,
} from '@/api/account';
import { db, findUserByEmail, PASSWORD_CRITERIA, SEED_PASSWORD, tokenOwner } from '../db/mockDb';
import { MESSAGES } from './messages';
import {
  CLAIRE,
  clientWith,
  JULIEN,
  lastEmailTo,
  loginAs,
  MARC,
  NEW_ACCOUNT,
  readOutbox,
  registration,
  signedLinkParams,
  SOPHIE,
  STRONG_PASSWORD,
} from './testSupport';

const anonymous = clientWith();

describe('registration and activation', () => {
  it('refuses a taken e-mail, whatever its case', async () => {
    const { status, body } = await register(
      anonymous,
      registration({ email: CLAIRE.toUpperCase() }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: { email: MESSAGES.emailTaken } });
  });

  it('refuses a password failing any served criterion, or not confirmed', async () => {
    const cases: Array<[string, string, string]> = [
      ['Ab1!', 'Ab1!', '6 caractères minimum'],
      ['nouveau2025!', 'nouveau2025!', 'Une lettre majuscule'],
      ['NOUVEAU2025!', 'NOUVEAU2025!', 'Une lettre minuscule'],
      ['Nouveau!!!', 'Nouveau!!!', 'Un chiffre'],
      ['Nouveau2025', 'Nouveau2025', 'Un caractère spécial'],
      [STRONG_PASSWORD, 'Nouveau2026!', "Le mot de passe n'est pas identique"],
    ];
    for (const [password, passwordConfirmation, message] of cases) {
      const { status, body } = await register(
        anonymous,
        registration({ plainPassword: { password, passwordConfirmation } }),
      );
      expect(status).toBe(400);
      expect(body.error).toEqual({ plainPassword: message });
    }
  });

  it('refuses rgpd false and missing required fields, and creates nothing', async () => {
    const rgpd = await register(anonymous, registration({ rgpd: false }));
    expect(rgpd.body.error).toEqual({ rgpd: 'Ce champ est nécessaire' });
    const missing = await register(
      anonymous,
      registration({ email: 'pas-une-adresse', lastname: ' ', firstname: '' }),
    );
    expect(missing.body.error).toEqual({
      email: 'E-mail invalide',
      lastname: 'Champ obligatoire',
      firstname: 'Champ obligatoire',
    });
    expect(findUserByEmail(NEW_ACCOUNT)).toBeUndefined();
    expect(await readOutbox()).toEqual([]);
  });

  it('refuses an address of the partner domain', async () => {
    const { body } = await register(anonymous, registration({ email: 'nouveau@batiprime.fr' }));
    expect(body.error).toEqual({ email: MESSAGES.partnerEmailReserved });
  });

  it('creates an unactivated account, e-mails its link, activates it once', async () => {
    expect((await checkEmailAvailable(anonymous, NEW_ACCOUNT)).body.datas).toEqual({
      available: true,
    });
    const { status, body } = await register(anonymous, registration());
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Votre inscription a été enregistrée avec succès',
    });
    expect((await checkEmailAvailable(anonymous, NEW_ACCOUNT)).body.datas).toEqual({
      available: false,
    });

    const account = findUserByEmail(NEW_ACCOUNT)!;
    expect(account).toMatchObject({ activated: false, postalCode: '29200', activity: 'maçon' });
    const refused = await loginCheck(anonymous, {
      username: NEW_ACCOUNT,
      password: STRONG_PASSWORD,
    });
    expect(refused.body.message).toBe(MESSAGES.notActivated);

    const email = await lastEmailTo(NEW_ACCOUNT);
    expect(email.subject).toBe('Activez votre compte');
    expect(email.link).toMatch(/^\/\?id=\d+&token=[^&]+&expires=\d+&signature=[0-9a-f]{64}$/);
    const link = signedLinkParams(email.link);
    expect(link.id).toBe(String(account.id));
    expect(link.signature).toBe(
      createHmac('sha256', 'mock-server-secret')
        .update(`${link.id}.${link.token}.${link.expires}`)
        .digest('hex'),
    );

    const first = await enableAccount(anonymous, link);
    expect(first.body).toEqual({
      success: true,
      status: 'nowActivated',
      message: 'Votre compte est maintenant activé.',
    });
    const second = await enableAccount(anonymous, link);
    expect(second.body).toEqual({
      success: true,
      status: 'alreadyActivated',
      message: 'Votre compte est déjà activé.',
    });
    const login = await loginCheck(anonymous, { username: NEW_ACCOUNT, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('refuses a tampered or expired activation link', async () => {
    await register(anonymous, registration());
    const link = signedLinkParams((await lastEmailTo(NEW_ACCOUNT)).link);
    const tampered = [
      { ...link, signature: link.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...link, id: '1' },
      { ...link, expires: String(Number(link.expires) + 1) },
      { ...link, token: `${link.token}x` },
    ];
    for (const params of tampered) {
      const { status, body } = await enableAccount(anonymous, params);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, message: 'Ce lien est invalide ou a expiré.' });
    }
    db.now = () => Number(link.expires) * 1000 + 1;
    expect((await enableAccount(anonymous, link)).status).toBe(400);
    expect(findUserByEmail(NEW_ACCOUNT)?.activated).toBe(false);
  });

  it('answers e-mail availability from the accounts', async () => {
    expect((await checkEmailAvailable(anonymous, JULIEN)).body.datas?.available).toBe(false);
    expect(
      (await checkEmailAvailable(anonymous, 'j.bernard+test@bet-structure.fr')).body.datas,
    ).toEqual({ available: true });
  });
});

describe('e-mail change', () => {
  const NEW_EMAIL = 'claire.nouvelle@maconnerie-martin.fr';

  it('checks the current address, refuses a taken or identical one', async () => {
    const { client } = await loginAs(CLAIRE);
    const wrongCurrent = await updateEmail(client, { currentEmail: JULIEN, newEmail: NEW_EMAIL });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.error).toEqual({
      currentEmail: 'Cette adresse ne correspond pas à votre compte.',
    });
    const taken = await updateEmail(client, { currentEmail: CLAIRE, newEmail: JULIEN });
    expect(taken.body.error).toEqual({ newEmail: MESSAGES.emailTaken });
    const same = await updateEmail(client, { currentEmail: CLAIRE, newEmail: CLAIRE });
    expect(same.body.error).toEqual({ newEmail: MESSAGES.sameEmail });
    expect(await readOutbox()).toEqual([]);
  });

  it('e-mails a signed link to the new address; confirming it applies the change once', async () => {
    const { client } = await loginAs(CLAIRE);
    const { status, body } = await updateEmail(client, {
      currentEmail: CLAIRE,
      newEmail: NEW_EMAIL,
    });
    expect(status).toBe(200);
    expect(body.datas).toEqual({
      message: 'Un e-mail de confirmation a été envoyé à votre nouvelle adresse.',
    });
    expect(db.users.get(1)?.email).toBe(CLAIRE);

    const email = await lastEmailTo(NEW_EMAIL);
    expect(email.link.startsWith('/user/data/email/?')).toBe(true);
    const link = signedLinkParams(email.link);
    const confirmed = await confirmEmail(anonymous, link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toEqual({
      id: 1,
      email: NEW_EMAIL,
      firstname: 'Claire',
      lastname: 'Martin',
      company: 'Maçonnerie Martin',
    });
    expect(confirmed.body.datas).toEqual({
      message: 'Votre nouvelle adresse e-mail est confirmée.',
    });
    expect(tokenOwner(confirmed.body.token)).toEqual({ kind: 'user', userId: 1 });
    expect(db.users.get(1)?.email).toBe(NEW_EMAIL);
    const login = await loginCheck(anonymous, { username: NEW_EMAIL, password: SEED_PASSWORD });
    expect(login.status).toBe(200);

    const again = await confirmEmail(anonymous, link);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Ce lien est invalide ou a expiré.');
  });

  it('refuses a tampered confirmation link and an activation link', async () => {
    const { client } = await loginAs(CLAIRE);
    await updateEmail(client, { currentEmail: CLAIRE, newEmail: NEW_EMAIL });
    const link = signedLinkParams((await lastEmailTo(NEW_EMAIL)).link);
    expect((await confirmEmail(anonymous, { ...link, signature: '0'.repeat(64) })).status).toBe(
      400,
    );
    expect((await enableAccount(anonymous, link)).status).toBe(400);
    expect(db.users.get(1)?.email).toBe(CLAIRE);
  });
});

describe('password reset', () => {
  it('runs end to end: request, e-mailed token, new password, login, token used once', async () => {
    const { body } = await sendPasswordResetLink(anonymous, JULIEN);
    expect(body).toEqual({
      success: true,
      message:
        'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de vous être envoyé.',
    });
    const email = await lastEmailTo(JULIEN);
    expect(email.subject).toBe('Réinitialisation de votre mot de passe');
    const token = /^\/user\/data\/password\/([^/]+)$/.exec(email.link)?.[1];
    expect(token).toBeDefined();

    const weak = await resetPassword(anonymous, {
      token: token!,
      plainPassword: { password: 'faible', passwordConfirmation: 'faible' },
    });
    expect(weak.body.error).toEqual({ plainPassword: 'Une lettre majuscule' });

    const plainPassword = { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD };
    const done = await resetPassword(anonymous, { token: token!, plainPassword });
    expect(done.body).toEqual({
      success: true,
      message: 'Votre nouveau mot de passe a été enregistré',
    });

    const oldLogin = await loginCheck(anonymous, { username: JULIEN, password: SEED_PASSWORD });
    expect(oldLogin.status).toBe(401);
    const newLogin = await accountLoginCheck(anonymous, {
      username: JULIEN,
      password: STRONG_PASSWORD,
      rememberMe: false,
    });
    expect(newLogin.status).toBe(200);

    const reused = await resetPassword(anonymous, { token: token!, plainPassword });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toEqual({ token: 'Ce lien est invalide ou a expiré.' });
  });

  it('answers the same message for an unknown address and sends nothing', async () => {
    const { status, body } = await sendPasswordResetLink(anonymous, 'personne@exemple.fr');
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.resetLinkSent);
    expect(await readOutbox()).toEqual([]);
    const invalid = await sendPasswordResetLink(anonymous, 'pas-une-adresse');
    expect(invalid.body).toEqual({ success: false, error: 'E-mail invalide' });
  });

  it('refuses an expired token', async () => {
    await sendPasswordResetLink(anonymous, JULIEN);
    const token = (await lastEmailTo(JULIEN)).link.split('/').pop()!;
    const start = db.now();
    db.now = () => start + 3 * 60 * 60 * 1000;
    const { status } = await resetPassword(anonymous, {
      token,
      plainPassword: { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
    });
    expect(status).toBe(400);
  });

  it('general site: e-mails a known address, answers 403 for an unknown one', async () => {
    const known = await requestPasswordReset(anonymous, SOPHIE);
    expect(known.body).toEqual({
      success: true,
      message: 'Un e-mail de réinitialisation vous a été envoyé.',
    });
    expect((await lastEmailTo(SOPHIE)).link).toMatch(/^\/user\/data\/password\/.+/);
    const unknown = await requestPasswordReset(anonymous, 'personne@exemple.fr');
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual({
      success: false,
      message: "Aucun compte n'est associé à cette adresse e-mail.",
    });
    const partner = await requestPasswordReset(anonymous, MARC);
    expect(partner.status).toBe(403);
    expect(partner.body.message).toBe(MESSAGES.partnerMustUseSso);
  });
});

describe('password changes', () => {
  it('serves the criteria', async () => {
    const { body } = await getPasswordCriteria(anonymous);
    expect(body.datas?.criteria).toEqual(PASSWORD_CRITERIA);
    expect(Object.keys(body.datas!.criteria)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'digit',
      'special',
    ]);
  });

  it('checks the current password and the criteria, then changes it', async () => {
    const { client } = await loginAs(CLAIRE);
    const plainPassword = { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD };
    const wrong = await changePassword(client, { currentPassword: 'Autre2024!', plainPassword });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect.' });
    const weak = await changePassword(client, {
      currentPassword: SEED_PASSWORD,
      plainPassword: { password: 'Nouveau2025', passwordConfirmation: 'Nouveau2025' },
    });
    expect(weak.body.error).toEqual({ plainPassword: 'Un caractère spécial' });
    const done = await changePassword(client, { currentPassword: SEED_PASSWORD, plainPassword });
    expect(done.body).toEqual({ success: true, message: 'Votre mot de passe a bien été modifié' });
    expect(db.users.get(1)?.password).toBe(STRONG_PASSWORD);
  });

  it('a changed password ends the account’s other sessions, the one that changed it goes on', async () => {
    const other = await loginAs(CLAIRE);
    const { client } = await loginAs(CLAIRE);
    const plainPassword = { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD };
    await changePassword(client, { currentPassword: SEED_PASSWORD, plainPassword });
    expect((await getProfile(client)).status).toBe(200);
    expect((await getProfile(other.client)).status).toBe(401);
    expect(tokenOwner(other.token)).toBeUndefined();
  });

  it('a password reset by e-mail ends every session of the account', async () => {
    const { client } = await loginAs(JULIEN);
    await sendPasswordResetLink(anonymous, JULIEN);
    const token = /^\/user\/data\/password\/([^/]+)$/.exec((await lastEmailTo(JULIEN)).link)?.[1];
    const plainPassword = { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD };
    expect((await resetPassword(anonymous, { token: token!, plainPassword })).status).toBe(200);
    expect((await getProfile(client)).status).toBe(401);
  });

  it('general site: the forced new password sets updated_password', async () => {
    const { client } = await loginAs(SOPHIE);
    const short = await updatePassword(client, { password: 'abc', passwordConfirmation: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.error).toEqual({ password: '6 caractères au minimum' });
    const mismatch = await updatePassword(client, {
      password: 'abcdef',
      passwordConfirmation: 'abcdeg',
    });
    expect(mismatch.body.error).toEqual({ password: "Le mot de passe n'est pas identique" });
    expect(db.users.get(3)?.updatedPassword).toBe(false);

    const done = await updatePassword(client, {
      password: 'abcdef',
      passwordConfirmation: 'abcdef',
    });
    expect(done.body).toEqual({ success: true, message: 'Votre mot de passe a bien été modifié' });
    const login = await loginCheck(anonymous, { username: SOPHIE, password: 'abcdef' });
    expect(login.body.datas?.user.updated_password).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await updatePassword(anonymous, { password: 'abcdef', passwordConfirmation: 'abcdef' }))
        .status,
    ).toBe(401);
    expect(
      (
        await changePassword(anonymous, {
          currentPassword: SEED_PASSWORD,
          plainPassword: { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
        })
      ).status,
    ).toBe(401);
  });
});

describe('profiles', () => {
  it('reads the full profile on both sites', async () => {
    const { client } = await loginAs(CLAIRE);
    const general = await getProfile(client);
    expect(general.body.datas?.profile).toEqual({
      firstname: 'Claire',
      lastname: 'Martin',
      email: CLAIRE,
      phone: '04 78 62 15 30',
      company: 'Maçonnerie Martin',
      siret: '41235678400022',
      fonction: 'Gérante',
      activity: 'maçon',
      address: '12 rue des Tanneurs',
      addressComplement: 'Zone artisanale du Parc',
      postalCode: '69007',
      city: 'Lyon',
      country: 'France',
    });
    const account = await getAccountProfile(client);
    expect(account.body.datas?.user).toEqual({ id: 1, ...general.body.datas?.profile });
  });

  it('saves the fields sent and keeps the others (PUT /api/user/data/)', async () => {
    const { client } = await loginAs(CLAIRE);
    const { body } = await updateAccountData(client, {
      firstname: 'Claire-Marie',
      lastname: 'Martin',
      company: 'Maçonnerie Martin SARL',
      city: 'Villeurbanne',
    });
    expect(body).toEqual({ success: true, message: 'Vos informations ont bien été mises à jour.' });
    const { body: read } = await getAccountProfile(client);
    expect(read.datas?.user).toMatchObject({
      firstname: 'Claire-Marie',
      company: 'Maçonnerie Martin SARL',
      city: 'Villeurbanne',
      postalCode: '69007',
      email: CLAIRE,
    });
  });

  it('refuses a blank last name, first name or company and saves nothing', async () => {
    const { client } = await loginAs(CLAIRE);
    const { status, body } = await updateAccountData(client, {
      lastname: '',
      firstname: '  ',
      company: '',
      city: 'Paris',
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      lastname: 'Champ obligatoire',
      firstname: 'Champ obligatoire',
      company: 'Champ obligatoire',
    });
    expect(db.users.get(1)).toMatchObject({ lastname: 'Martin', city: 'Lyon' });
  });

  it('general site: saves the profile, its e-mail and an optional new password', async () => {
    const { client } = await loginAs(SOPHIE);
    const taken = await setProfile(client, { email: CLAIRE });
    expect(taken.body.error).toEqual({ email: MESSAGES.emailTaken });
    const blank = await setProfile(client, { company: '' });
    expect(blank.body.error).toEqual({ company: 'Champ obligatoire' });
    const short = await setProfile(client, {
      phone: '04 73 00 00 00',
      plainPassword: { password: 'abc', passwordConfirmation: 'abc' },
    });
    expect(short.body.error).toEqual({ plainPassword: '6 caractères au minimum' });
    expect(db.users.get(3)?.phone).toBe('04 73 91 24 56');

    const saved = await setProfile(client, {
      email: 'sophie.durand@nmc.fr',
      phone: '04 73 00 00 00',
      plainPassword: { password: 'secret', passwordConfirmation: 'secret' },
    });
    expect(saved.body).toEqual({
      success: true,
      message: 'Les modifications ont été enregistrées',
    });
    const { body } = await getProfile(client);
    expect(body.datas?.profile).toMatchObject({
      email: 'sophie.durand@nmc.fr',
      phone: '04 73 00 00 00',
    });
    expect(
      (await loginCheck(anonymous, { username: 'sophie.durand@nmc.fr', password: 'secret' }))
        .status,
    ).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await getProfile(anonymous)).status).toBe(401);
    expect((await getAccountProfile(anonymous)).status).toBe(401);
    expect((await setProfile(anonymous, { city: 'Paris' })).status).toBe(401);
    expect((await updateAccountData(anonymous, { city: 'Paris' })).status).toBe(401);
    expect(
      (await updateEmail(anonymous, { currentEmail: CLAIRE, newEmail: 'a@b.fr' })).status,
    ).toBe(401);
  });
});
