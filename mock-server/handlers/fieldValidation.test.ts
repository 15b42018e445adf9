/**
 * The type and length of every text field of the account operations (src/domain/fieldLimits.ts):
 * a value that is not text, or too long, gets 400 `{ success: false, error: { field: message } }`
 * with the forms' messages, and nothing is stored.
 */
import {
  changePassword,
  getAccountProfile,
  getProfile,
  register,
  setProfile,
  updateAccountData,
  updateEmail,
  updatePassword,
} from '@/api/account';
import { submitCarbonSimulation } from '@/api/carbon';
import { createDevice } from '@/api/device';
import { contactAgency, validateFloorConfiguration } from '@/api/floor';
import { shareSolution } from '@/api/history';
import { saveHistory, sendHistoryRapport } from '@/api/thermalHistory';
import {
  CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  maxLengthMessage,
  MESSAGE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '@/domain/fieldLimits';
import { db, findUserByEmail, SEED_PASSWORD } from '../db/mockDb';
import { MESSAGES } from './messages';
import { CLAIRE, clientWith, CRAWL_SPACE, loginAs, NEW_ACCOUNT, registration } from './testSupport';

const anonymous = clientWith();
const TOO_LONG_TEXT = 'a'.repeat(TEXT_MAX_LENGTH + 1);

describe('the limits', () => {
  it('have one French message each', () => {
    expect(maxLengthMessage(TEXT_MAX_LENGTH)).toBe('255 caractères au maximum');
    expect(maxLengthMessage(EMAIL_MAX_LENGTH)).toBe('180 caractères au maximum');
    expect(maxLengthMessage(2000)).toBe('2000 caractères au maximum');
  });
});

describe('registration', () => {
  it('refuses a value of the wrong type or too long, field by field, and creates nothing', async () => {
    const { status, body } = await register(
      anonymous,
      registration({
        lastname: TOO_LONG_TEXT,
        firstname: ['Paul'],
        phone: { number: '06 12 34 56 78' },
        city: true,
        siret: '1'.repeat(CODE_MAX_LENGTH + 1),
        postalCode: '292000',
        email: `${'a'.repeat(EMAIL_MAX_LENGTH)}@henry.fr`,
        plainPassword: {
          password: `Aa1!${'a'.repeat(PASSWORD_MAX_LENGTH)}`,
          passwordConfirmation: `Aa1!${'a'.repeat(PASSWORD_MAX_LENGTH)}`,
        },
      }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: {
        email: '180 caractères au maximum',
        lastname: '255 caractères au maximum',
        firstname: 'Valeur invalide',
        phone: 'Valeur invalide',
        city: 'Valeur invalide',
        siret: '20 caractères au maximum',
        postalCode: maxLengthMessage(POSTAL_CODE_MAX_LENGTH),
        plainPassword: '128 caractères au maximum',
      },
    });
    expect(findUserByEmail(NEW_ACCOUNT)).toBeUndefined();
  });

  it('keeps the messages of the forms for a missing or invalid value', async () => {
    const { body } = await register(
      anonymous,
      registration({ email: 'paul.henry', lastname: '  ', firstname: null }),
    );
    expect(body).toEqual({
      success: false,
      error: {
        email: MESSAGES.invalidEmail,
        lastname: MESSAGES.requiredField,
        firstname: MESSAGES.requiredField,
      },
    });
  });

  it('takes values at the limit, and numbers as their text', async () => {
    const { status } = await register(
      anonymous,
      registration({ lastname: 'a'.repeat(TEXT_MAX_LENGTH), postalCode: 29200 }),
    );
    expect(status).toBe(200);
    expect(findUserByEmail(NEW_ACCOUNT)).toMatchObject({
      lastname: 'a'.repeat(TEXT_MAX_LENGTH),
      postalCode: '29200',
    });
  });
});

describe('profile saves', () => {
  it('general site: refuses a wrong type or a too-long value, and changes nothing', async () => {
    const { client } = await loginAs(CLAIRE);
    const before = (await getProfile(client)).body.datas?.profile;
    const { status, body } = await setProfile(client, {
      lastname: 'x'.repeat(1_000_000),
      phone: { number: '04' },
      city: ['Lyon'],
      company: 'Martin SA',
    } as never);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: {
        lastname: '255 caractères au maximum',
        phone: 'Valeur invalide',
        city: 'Valeur invalide',
      },
    });
    expect((await getProfile(client)).body.datas?.profile).toEqual(before);
  });

  it('general site: a too-long e-mail or new password is refused', async () => {
    const { client } = await loginAs(CLAIRE);
    const password = `a${'b'.repeat(PASSWORD_MAX_LENGTH)}`;
    const { body } = await setProfile(client, {
      email: `${'c'.repeat(EMAIL_MAX_LENGTH)}@martin.fr`,
      plainPassword: { password, passwordConfirmation: password },
    } as never);
    expect(body).toEqual({
      success: false,
      error: { email: '180 caractères au maximum', plainPassword: '128 caractères au maximum' },
    });
  });

  it('floor and carbon sites: the same rules on PUT /api/user/data/', async () => {
    const { client } = await loginAs(CLAIRE);
    const { status, body } = await updateAccountData(client, {
      firstname: TOO_LONG_TEXT,
      company: { name: 'Martin' },
      fonction: 'Responsable qualité',
    } as never);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: { firstname: '255 caractères au maximum', company: 'Valeur invalide' },
    });
    expect((await getAccountProfile(client)).body.datas?.user.fonction).not.toBe(
      'Responsable qualité',
    );
  });
});

describe('passwords and e-mail', () => {
  it('a too-long new password is refused by every operation that sets one', async () => {
    const { client } = await loginAs(CLAIRE);
    const password = `Aa1!${'a'.repeat(PASSWORD_MAX_LENGTH)}`;
    const plainPassword = { password, passwordConfirmation: password };
    expect(
      (await changePassword(client, { currentPassword: SEED_PASSWORD, plainPassword })).body,
    ).toEqual({ success: false, error: { plainPassword: '128 caractères au maximum' } });
    expect((await updatePassword(client, plainPassword)).body).toEqual({
      success: false,
      error: { password: '128 caractères au maximum' },
    });
  });

  it('the e-mail change refuses a too-long or non-text address', async () => {
    const { client } = await loginAs(CLAIRE);
    const { status, body } = await updateEmail(client, {
      currentEmail: { email: CLAIRE },
      newEmail: `${'d'.repeat(EMAIL_MAX_LENGTH)}@martin.fr`,
    } as never);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: { currentEmail: 'Valeur invalide', newEmail: '180 caractères au maximum' },
    });
  });
});

describe('the other forms', () => {
  it('agency contact: each field’s type and length, the message up to 2000 characters', async () => {
    const { status, body } = await contactAgency(anonymous, {
      lastname: TOO_LONG_TEXT,
      firstname: { name: 'Paul' },
      company: 'Henry Bâtiment',
      phone: '06 12 34 56 78',
      email: `${'e'.repeat(EMAIL_MAX_LENGTH)}@henry.fr`,
      message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1),
      simulation: null,
    } as never);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: {
        lastname: '255 caractères au maximum',
        firstname: 'Valeur invalide',
        email: '180 caractères au maximum',
        message: maxLengthMessage(MESSAGE_MAX_LENGTH),
      },
    });
  });

  it('floor solution share: recipients and sender of the wrong type or too long', async () => {
    const { client } = await loginAs(CLAIRE);
    const { status, body } = await shareSolution(client, 201, {
      emails: [{ to: 'paul.dupont@gmail.com' }],
      firstname: TOO_LONG_TEXT,
      lastname: 'Martin',
      senderEmail: CLAIRE,
    } as never);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: { emails: 'Valeur invalide', firstname: '255 caractères au maximum' },
    });
    const tooLong = await shareSolution(client, 201, {
      emails: [`${'p'.repeat(EMAIL_MAX_LENGTH)}@gmail.com`],
      firstname: 'Claire',
      lastname: 'Martin',
      senderEmail: CLAIRE,
    });
    expect(tooLong.body).toEqual({
      success: false,
      error: { emails: '180 caractères au maximum' },
    });
  });

  it('report sent by e-mail (general site): the same rules', async () => {
    const { client } = await loginAs(CLAIRE);
    const { status, body } = await sendHistoryRapport(client, {
      id: 1001,
      emails: ['paul.dupont@gmail.com'],
      senderEmail: ['claire@martin.fr'],
    } as never);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: { senderEmail: 'Valeur invalide' } });
  });

  it('history save: a name that is not text is refused, not read as blank', async () => {
    const { client } = await loginAs(CLAIRE);
    const { status, body } = await saveHistory(client, {
      id: 1001,
      name: { text: 'Maison' },
    } as never);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: { name: 'Valeur invalide' } });
  });

  it('floor configuration: a configuration name that is not text is refused', async () => {
    const { status, body } = await validateFloorConfiguration(anonymous, {
      ...CRAWL_SPACE,
      configurationName: { name: 'Maison' },
      step: 1,
    } as never);
    expect(status).toBe(400);
    expect((body as { error?: Record<string, string> }).error).toEqual({
      configurationName: 'Valeur invalide',
    });
  });

  it('carbon simulation: a project name that is not text or too long is refused', async () => {
    const { status, body } = await submitCarbonSimulation(anonymous, {
      step1: { zipCode: '69007', projectName: TOO_LONG_TEXT, path: ['guided'] },
      step2: [],
      networkPassages: [],
    } as never);
    expect(status).toBe(400);
    expect((body as { error?: Record<string, string> }).error).toMatchObject({
      projectName: '255 caractères au maximum',
      path: 'Valeur invalide',
    });
  });
});

describe('device registration (general site)', () => {
  it('refuses a browser name over its length or of the wrong type, and registers nothing', async () => {
    const uuid = '5b2e8c1d-7f3a-4e96-8d21-0c4b9a7e6f13';
    const { status, body } = await createDevice(anonymous, {
      uuid,
      browser: 'b'.repeat(TEXT_MAX_LENGTH + 1),
      browserVersion: { major: 131 },
      os: 'Linux',
    } as never);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: { browser: '255 caractères au maximum', browserVersion: 'Valeur invalide' },
    });
    expect(db.devices.has(uuid)).toBe(false);
  });
});
