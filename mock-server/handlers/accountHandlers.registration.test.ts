/** The floor and carbon sites' account handlers: registration and activation. */
import { createHmac } from 'node:crypto';
import { loginCheck } from '@/api/auth';
import { checkEmailAvailable, enableAccount, register } from '@/api/account';
import { db, findUserByEmail } from '../db/mockDb';
import { MESSAGES } from './messages';
import {
  CLAIRE,
  clientWith,
  JULIEN,
  lastEmailTo,
  NEW_ACCOUNT,
  readOutbox,
  registration,
  signedLinkParams,
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
