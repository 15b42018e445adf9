/** The floor and carbon sites' account handlers: the profiles and the e-mail change. */
import { loginCheck } from '@/api/auth';
import {
  confirmEmail,
  enableAccount,
  getAccountProfile,
  getProfile,
  setProfile,
  updateAccountData,
  updateEmail,
} from '@/api/account';
import { db, SEED_PASSWORD, tokenOwner } from '../db/mockDb';
import { MESSAGES } from './messages';
import {
  CLAIRE,
  clientWith,
  JULIEN,
  lastEmailTo,
  loginAs,
  readOutbox,
  signedLinkParams,
  SOPHIE,
} from './testSupport';

const anonymous = clientWith();

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
