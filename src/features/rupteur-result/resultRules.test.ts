import { sanitizeName } from './components/HistoryNameHtml';
import { NAME_LENGTH_MESSAGE, REQUIRED_MESSAGE, saveSchema } from './components/saveSchema';
import {
  INVALID_EMAIL_MESSAGE,
  MAX_RECIPIENTS,
  sendSchema,
  shareSchema,
} from './components/sendSchema';
import { environmentalFixture, thermalHistoryFixture } from './resultFixtures';
import {
  certificationsOf,
  environmentalResultUrl,
  historyFromNavigationState,
  isEnvironmental,
  junctionOf,
  MAX_CERTIFICATIONS,
  NO_NAME,
  resultHashPath,
  shownPsiValue,
} from './resultModel';

async function errorsOf(
  schema: typeof saveSchema | typeof sendSchema | typeof shareSchema,
  values: object,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    // The first message of each field, as Formik shows it.
    const errors: Record<string, string> = {};
    for (const entry of inner) errors[entry.path] ??= entry.message;
    return errors;
  }
}

describe('save form (spec §5, §9: name 3 to 50 characters)', () => {
  it("empty name: 'Champ obligatoire'", async () => {
    expect(REQUIRED_MESSAGE).toBe('Champ obligatoire');
    expect(await errorsOf(saveSchema, { name: '' })).toEqual({ name: 'Champ obligatoire' });
    expect(await errorsOf(saveSchema, { name: '   ' })).toEqual({ name: 'Champ obligatoire' });
  });

  it("2 or 51 characters: 'Entre 3 et 50 caractères'; 3 and 50 pass", async () => {
    expect(NAME_LENGTH_MESSAGE).toBe('Entre 3 et 50 caractères');
    expect(await errorsOf(saveSchema, { name: 'ab' })).toEqual({
      name: 'Entre 3 et 50 caractères',
    });
    expect(await errorsOf(saveSchema, { name: 'a'.repeat(51) })).toEqual({
      name: 'Entre 3 et 50 caractères',
    });
    expect(await errorsOf(saveSchema, { name: 'abc' })).toEqual({});
    expect(await errorsOf(saveSchema, { name: 'a'.repeat(50) })).toEqual({});
    expect(await errorsOf(saveSchema, { name: ' ab ' })).toEqual({
      name: 'Entre 3 et 50 caractères',
    });
  });
});

describe('send form (spec §5, §9: up to 3 recipients, only email1 required)', () => {
  it("email1 required ('Champ obligatoire') and valid ('E-mail invalide')", async () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('E-mail invalide');
    expect(MAX_RECIPIENTS).toBe(3);
    expect(await errorsOf(sendSchema, { email1: '', email2: '', email3: '' })).toEqual({
      email1: 'Champ obligatoire',
    });
    expect(await errorsOf(sendSchema, { email1: 'claire@', email2: '', email3: '' })).toEqual({
      email1: 'E-mail invalide',
    });
  });

  it("email2 and email3 optional, 'E-mail invalide' when given and wrong", async () => {
    expect(await errorsOf(sendSchema, { email1: 'a@b.fr', email2: '', email3: '' })).toEqual({});
    expect(await errorsOf(sendSchema, { email1: 'a@b.fr', email2: 'x', email3: 'y@z' })).toEqual({
      email2: 'E-mail invalide',
      email3: 'E-mail invalide',
    });
  });

  it("share-by-mail variant: firstname, lastname 'Champ obligatoire'; senderEmail required and valid", async () => {
    const base = { email1: 'a@b.fr', email2: '', email3: '' };
    expect(
      await errorsOf(shareSchema, { ...base, firstname: '', lastname: '', senderEmail: '' }),
    ).toEqual({
      firstname: 'Champ obligatoire',
      lastname: 'Champ obligatoire',
      senderEmail: 'Champ obligatoire',
    });
    expect(
      await errorsOf(shareSchema, {
        ...base,
        firstname: 'Paul',
        lastname: 'Durand',
        senderEmail: 'paul',
      }),
    ).toEqual({ senderEmail: 'E-mail invalide' });
  });
});

describe('result model (spec §2.1, §3, §9)', () => {
  it("the product name, or 'La solution n'a pas de nom'", () => {
    expect(NO_NAME).toBe("La solution n'a pas de nom");
  });

  it('certifications: at most 2, names over 30 characters cut to 27 + "…", links or plain names', () => {
    expect(MAX_CERTIFICATIONS).toBe(2);
    const certifications = certificationsOf(thermalHistoryFixture());
    expect(certifications).toEqual([
      {
        label: 'Proces-verbal_resistance_au…',
        full: 'Proces-verbal_resistance_au_feu_RP-CF_REI120.pdf',
        href: null,
      },
      {
        label: 'certificat-acermi-tpr.pdf',
        full: 'certificat-acermi-tpr.pdf',
        href: 'https://www.rupteo.fr/documents/certificat-acermi-tpr.pdf',
      },
    ]);
    const none = thermalHistoryFixture();
    none.rupteur = { ...none.rupteur!, certification1: null, certification2: '' };
    expect(certificationsOf(none)).toEqual([]);
  });

  it('environmental when poutrelle, predalle or premur has an id; linked to its own tool', () => {
    expect(isEnvironmental(thermalHistoryFixture())).toBe(false);
    expect(isEnvironmental(environmentalFixture())).toBe(true);
    expect(environmentalResultUrl(environmentalFixture())).toBe(
      '/donnees-environnementales/#/1002/Pr%C3%A9dalle_PR_13',
    );
  });

  it('hash path: spaces replaced by underscores', () => {
    expect(resultHashPath(12, 'Rupteur RT 120 S')).toBe('/12/Rupteur_RT_120_S');
  });

  it('shown PSI value: psiValue, else the first of psi_value, else none', () => {
    const history = thermalHistoryFixture();
    expect(shownPsiValue(history)?.id).toBe(10431);
    expect(shownPsiValue({ ...history, psiValue: null })?.id).toBe(10431);
    expect(shownPsiValue({ ...history, psiValue: null, psi_value: [] })).toBeNull();
  });

  it('RE2020 junction from the answers: intermediate floor or other', () => {
    expect(junctionOf(thermalHistoryFixture())).toBe('other');
  });

  it('navigation state: the history of the id asked for, in state.history or state.usr.history', () => {
    const history = thermalHistoryFixture();
    expect(historyFromNavigationState({ history }, 1001)).toBe(history);
    expect(historyFromNavigationState({ usr: { history } }, 1001)).toBe(history);
    expect(historyFromNavigationState({ history }, 1002)).toBeNull();
    expect(historyFromNavigationState(null, 1001)).toBeNull();
  });
});

describe('saved name shown as HTML, sanitised', () => {
  it('keeps inline markup, removes scripts, images and handlers', () => {
    expect(sanitizeName('<b>Maison</b> Dupont')).toBe('<b>Maison</b> Dupont');
    expect(sanitizeName('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeName('A<script>alert(1)</script>B')).toBe('AB');
    expect(sanitizeName('<i onclick="alert(1)">Villa</i>')).toBe('<i>Villa</i>');
  });
});
