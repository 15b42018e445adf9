/** The validation rules of spec 000 §5, each with its exact message. */
import { loginSchema } from '@/features/session/loginSchema';
import { lostPasswordSchema } from '@/features/session/lostPasswordSchema';
import { cutPostalCode } from '@/ui/form';
import {
  accountPasswordChangeSchema,
  emailChangeSchema,
  generalProfileSchema,
  newPasswordSchema,
  passwordChangeSchema,
  registrationSchema,
  registrationStep1Schema,
} from './schemas';

/** The error messages of `values` against `schema`, by field (first message of each field). */
async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: object,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: Array<{ path: string; message: string }> }).inner;
    const byField: Record<string, string> = {};
    for (const { path, message } of inner) byField[path] ??= message;
    return byField;
  }
}

const validProfile = {
  lastname: 'Martin',
  firstname: 'Claire',
  email: 'claire.martin@maconnerie-martin.fr',
  company: 'Maçonnerie Martin',
  siret: '12345678900011',
  phone: '',
  fonction: '',
  password: '',
  passwordConfirmation: '',
};

const validRegistration = {
  lastName: 'Blanc',
  firstName: 'Manon',
  email: 'manon@exemple.fr',
  password: 'Secret2025!',
  passwordRepeat: 'Secret2025!',
  rgpd: true,
};

describe("e-mail: valid address 'E-mail invalide', required 'Champ obligatoire'", () => {
  it.each([
    ['login', loginSchema, { password: 'x' }],
    ['lost password', lostPasswordSchema, {}],
  ])("%s: 'E-mail invalide' for a malformed address", async (_name, schema, rest) => {
    expect(await errorsOf(schema, { ...rest, email: 'claire@' })).toMatchObject({
      email: 'E-mail invalide',
    });
  });

  it.each([
    ['login', loginSchema, { password: 'x' }],
    ['lost password', lostPasswordSchema, {}],
  ])("%s: 'Champ obligatoire' for an empty address", async (_name, schema, rest) => {
    expect(await errorsOf(schema, { ...rest, email: '' })).toMatchObject({
      email: 'Champ obligatoire',
    });
  });
});

describe('login password: required', () => {
  it("'Champ obligatoire' for an empty password", async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.fr', password: '' })).toEqual({
      password: 'Champ obligatoire',
    });
  });
});

describe("new password (general site, forced and password change): '6 caractères au minimum', required, confirmation 'Le mot de passe n'est pas identique'", () => {
  it.each([
    ['forced new password', newPasswordSchema],
    ['password change', passwordChangeSchema],
  ])("%s: '6 caractères au minimum' under 6 characters", async (_name, schema) => {
    expect(await errorsOf(schema, { password: '12345', passwordConfirmation: '12345' })).toEqual({
      password: '6 caractères au minimum',
    });
    expect(await errorsOf(schema, { password: '123456', passwordConfirmation: '123456' })).toEqual(
      {},
    );
  });

  it.each([
    ['forced new password', newPasswordSchema],
    ['password change', passwordChangeSchema],
  ])("%s: password and confirmation required, 'Champ obligatoire'", async (_name, schema) => {
    expect(await errorsOf(schema, { password: '', passwordConfirmation: '' })).toEqual({
      password: 'Champ obligatoire',
      passwordConfirmation: 'Champ obligatoire',
    });
  });

  it.each([
    ['forced new password', newPasswordSchema],
    ['password change', passwordChangeSchema],
  ])(
    "%s: a different confirmation gives 'Le mot de passe n'est pas identique'",
    async (_n, schema) => {
      expect(
        await errorsOf(schema, { password: 'abcdef', passwordConfirmation: 'abcdeg' }),
      ).toEqual({ passwordConfirmation: "Le mot de passe n'est pas identique" });
    },
  );
});

describe('account-app password change: currentPassword, password and passwordConfirmation', () => {
  const valid = {
    currentPassword: 'Rupteo2024!',
    password: 'Nouveau2025!',
    passwordConfirmation: 'Nouveau2025!',
  };

  it("currentPassword required ('Champ obligatoire') and at least 6 ('6 caractères au minimum')", async () => {
    expect(await errorsOf(accountPasswordChangeSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: 'Champ obligatoire',
    });
    expect(
      await errorsOf(accountPasswordChangeSchema, { ...valid, currentPassword: 'abc' }),
    ).toEqual({ currentPassword: '6 caractères au minimum' });
  });

  it("password required and at least 6: '6 caractères au minimum'", async () => {
    expect(
      await errorsOf(accountPasswordChangeSchema, {
        ...valid,
        password: 'abc',
        passwordConfirmation: 'abc',
      }),
    ).toEqual({ password: '6 caractères au minimum' });
  });

  it("passwordConfirmation equal to password: 'Le mot de passe n'est pas identique'", async () => {
    expect(
      await errorsOf(accountPasswordChangeSchema, { ...valid, passwordConfirmation: 'Autre2025!' }),
    ).toEqual({ passwordConfirmation: "Le mot de passe n'est pas identique" });
    expect(await errorsOf(accountPasswordChangeSchema, valid)).toEqual({});
  });
});

describe("e-mail change: both required and valid; newEmail different, 'Les adresses e-mail sont identiques. Veuillez renseigner une adresse e-mail différente.'", () => {
  it("'Les adresses e-mail sont identiques…' when the new address is the current one", async () => {
    expect(
      await errorsOf(emailChangeSchema, {
        currentEmail: 'claire@exemple.fr',
        newEmail: ' Claire@Exemple.fr ',
      }),
    ).toEqual({
      newEmail:
        'Les adresses e-mail sont identiques. Veuillez renseigner une adresse e-mail différente.',
    });
  });

  it("'Champ obligatoire' and 'E-mail invalide' on both addresses", async () => {
    expect(await errorsOf(emailChangeSchema, { currentEmail: '', newEmail: 'x@' })).toEqual({
      currentEmail: 'Champ obligatoire',
      newEmail: 'E-mail invalide',
    });
    expect(await errorsOf(emailChangeSchema, { currentEmail: 'x@', newEmail: '' })).toEqual({
      currentEmail: 'E-mail invalide',
      newEmail: 'Champ obligatoire',
    });
  });
});

describe('registration', () => {
  it("lastName, firstName and email required: 'Champ obligatoire'", async () => {
    expect(
      await errorsOf(registrationStep1Schema, { lastName: ' ', firstName: '', email: '' }),
    ).toEqual({
      lastName: 'Champ obligatoire',
      firstName: 'Champ obligatoire',
      email: 'Champ obligatoire',
    });
  });

  it("email valid: 'E-mail invalide'", async () => {
    expect(await errorsOf(registrationSchema, { ...validRegistration, email: 'manon@' })).toEqual({
      email: 'E-mail invalide',
    });
  });

  it("rgpd must be true: 'Ce champ est nécessaire'", async () => {
    expect(await errorsOf(registrationSchema, { ...validRegistration, rgpd: false })).toEqual({
      rgpd: 'Ce champ est nécessaire',
    });
  });

  it("password required: 'Champ obligatoire'", async () => {
    expect(
      await errorsOf(registrationSchema, {
        ...validRegistration,
        password: '',
        passwordRepeat: '',
      }),
    ).toMatchObject({ password: 'Champ obligatoire' });
  });

  it("passwordRepeat equal to password: 'Le mot passe ne correspond pas.'", async () => {
    expect(
      await errorsOf(registrationSchema, { ...validRegistration, passwordRepeat: 'Autre2025!' }),
    ).toEqual({ passwordRepeat: 'Le mot passe ne correspond pas.' });
    expect(await errorsOf(registrationSchema, validRegistration)).toEqual({});
  });

  it('postal code cut to 5 characters', () => {
    expect(cutPostalCode('6900123')).toBe('69001');
    expect(cutPostalCode('690')).toBe('690');
  });
});

describe('general-site profile: lastname, firstname, email, company, siret required; passwords optional with min 6 and match', () => {
  it("each required field gives 'Champ obligatoire'", async () => {
    expect(
      await errorsOf(generalProfileSchema, {
        ...validProfile,
        lastname: '',
        firstname: '',
        email: '',
        company: '',
        siret: '',
      }),
    ).toEqual({
      lastname: 'Champ obligatoire',
      firstname: 'Champ obligatoire',
      email: 'Champ obligatoire',
      company: 'Champ obligatoire',
      siret: 'Champ obligatoire',
    });
  });

  it('phone, fonction and the passwords are optional', async () => {
    expect(await errorsOf(generalProfileSchema, validProfile)).toEqual({});
  });

  it("a new password: '6 caractères au minimum' and 'Le mot de passe n'est pas identique'", async () => {
    expect(
      await errorsOf(generalProfileSchema, {
        ...validProfile,
        password: 'abc',
        passwordConfirmation: 'abc',
      }),
    ).toEqual({ password: '6 caractères au minimum' });
    expect(
      await errorsOf(generalProfileSchema, {
        ...validProfile,
        password: 'abcdef',
        passwordConfirmation: 'abcdeg',
      }),
    ).toEqual({ passwordConfirmation: "Le mot de passe n'est pas identique" });
  });
});
