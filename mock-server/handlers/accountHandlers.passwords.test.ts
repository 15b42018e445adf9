/** The floor and carbon sites' account handlers: the password reset and the password changes. */
import { accountLoginCheck, loginCheck } from '@/api/auth';
import {
  changePassword,
  getPasswordCriteria,
  getProfile,
  requestPasswordReset,
  resetPassword,
  sendPasswordResetLink,
  updatePassword,
} from '@/api/account';
import { db, PASSWORD_CRITERIA, SEED_PASSWORD, tokenOwner } from '../db/mockDb';
import { MESSAGES } from './messages';
import {
  CLAIRE,
  clientWith,
  JULIEN,
  lastEmailTo,
  loginAs,
  MARC,
  readOutbox,
  SOPHIE,
  STRONG_PASSWORD,
} from './testSupport';

const anonymous = clientWith();

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
