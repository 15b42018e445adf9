/** The carbon simulator handlers: the form without parameters and with answers (GET /api/simulator/). */
import { getSimulatorForm, simulatorParams } from '@/api/carbon';
import { CARBON_FILTERS } from '../../db/carbonHistory';
import { visitor, PROJECT, form, fieldsOf, field } from './simulatorHandlersTestSetup';

describe('GET /api/simulator/ without parameters', () => {
  it('gives step 1 and the systems of step 2', async () => {
    const { status, body } = await getSimulatorForm(visitor);
    expect(status).toBe(200);
    expect(body.isCompleted).toBe(false);
    expect(body.errors).toEqual({});
    expect(fieldsOf(body, 1).map((item) => item.name)).toEqual(['zipCode', 'projectName', 'path']);
    expect(field(body, 'path')).toMatchObject({ type: 'hidden', forcedValue: 'guided' });
    expect(fieldsOf(body, 2).map((item) => item.name)).toEqual(['systemType']);
    // The history filter and the simulator offer the same systems.
    expect(field(body, 'systemType').choices).toEqual(CARBON_FILTERS.systemType.options);
  });
});

describe('GET /api/simulator/ with answers', () => {
  it('refuses a postal code that is not 5 characters or not French', async () => {
    expect((await form({}, { ...PROJECT, zipCode: '6900' })).errors).toEqual({
      zipCode: 'Doit contenir exactement 5 caractères.',
    });
    expect((await form({}, { ...PROJECT, zipCode: '00100' })).errors.zipCode).toMatch(/inconnu/);
  });

  it('gives the fields of the chosen system, and a usual configuration completes the form', async () => {
    const chosen = await form({ systemType: 'poutrelles-entrevous-beton' });
    expect(chosen.isCompleted).toBe(false);
    expect(fieldsOf(chosen).map((item) => item.name)).toEqual(
      expect.arrayContaining(['favorites', 'span', 'thickness', 'entrevous', 'cementType']),
    );
    const complete = await form({
      systemType: 'poutrelles-entrevous-beton',
      favorites: 'maison-etage',
    });
    expect(complete.isCompleted).toBe(true);
    expect(field(complete, 'span').defaultValue).toBe(4.8);
    expect(field(complete, 'thickness').defaultValue).toBe('20');
  });

  it('offers only the thicknesses that allow the span, and forces the only one left', async () => {
    const base = { systemType: 'poutrelles-entrevous-beton', favorites: 'personnalisee' };
    const six = await form({ ...base, span: '6' });
    expect(Object.values(field(six, 'thickness').choices!)).toEqual(['24', '30']);
    expect(field(six, 'thickness').defaultValue).toBe('24');
    const refused = await form({ ...base, span: '6', thickness: '16' });
    expect(refused.errors.thickness).toBe('Cette épaisseur ne permet pas une portée de 6 m.');
    expect(refused.isCompleted).toBe(false);
    const long = await form({ ...base, span: '7,2' });
    expect(field(long, 'thickness').forcedValue).toBe('30');
    expect(field(long, 'propping').forcedValue).toBe('2');
    expect((await form({ ...base, span: '9' })).errors.span).toBe(
      'La portée doit être comprise entre 2 et 7,5 m pour ce système.',
    );
  });

  it('checks the custom concrete values', async () => {
    const custom = {
      systemType: 'dalle-pleine',
      favorites: 'logement-collectif',
      cementType: 'personnalise',
    };
    const missing = await form(custom);
    expect(missing.isCompleted).toBe(false);
    expect(field(missing, 'cementDosage').conditions).toEqual([
      { field: 'cementType', comparator: '==', value: 'personnalise' },
    ]);
    const wrong = await form({ ...custom, cementDosage: '450', slagShare: '95' });
    expect(wrong.errors).toEqual({
      cementDosage: 'Le dosage en ciment doit être compris entre 260 et 400 kg/m³.',
      slagShare: 'La part de laitier doit être comprise entre 0 et 80 %.',
    });
    const typo = await form({ ...custom, cementDosage: 'trois cents', slagShare: '40' });
    expect(typo.errors).toEqual({ cementDosage: 'Saisissez un nombre.' });
    const right = await form({ ...custom, cementDosage: '320', slagShare: '40' });
    expect(right.errors).toEqual({});
    expect(right.isCompleted).toBe(true);
  });

  it('hides the fields whose conditions fail: no cement in a timber floor', async () => {
    const timber = await form({ systemType: 'plancher-bois', favorites: 'maison-etage' });
    expect(field(timber, 'cementType').conditions).toEqual([
      { field: 'systemType', comparator: '!=', value: 'plancher-bois' },
    ]);
    expect(timber.isCompleted).toBe(true);
    expect(fieldsOf(timber).some((item) => item.name === 'entrevous')).toBe(false);
  });

  it('derives the seismic zone from the department and then asks for the chainings', async () => {
    const answers = { systemType: 'predalles', favorites: 'logement-collectif' };
    const grenoble = await form(answers, { ...PROJECT, zipCode: '38000' });
    expect(field(grenoble, 'seismicZone')).toMatchObject({ forcedValue: '4', disabled: true });
    expect(field(grenoble, 'seismicChaining')).toMatchObject({
      required: true,
      defaultValue: 'renforces',
      conditions: [{ field: 'seismicZone', comparator: '>=', value: 3 }],
    });
    const paris = await form(answers, { ...PROJECT, zipCode: '75011' });
    expect(field(paris, 'seismicZone').forcedValue).toBe('1');
  });

  it('reads a list of network passages and refuses an unknown one', async () => {
    const answers = { systemType: 'dalle-pleine', favorites: 'logement-collectif' };
    const heated = await form({
      ...answers,
      networkPassages: ['plancher-chauffant', 'ventilation'],
    });
    expect(heated.errors).toEqual({});
    expect(field(heated, 'networkPassages').value).toEqual(['plancher-chauffant', 'ventilation']);
    expect((await form({ ...answers, networkPassages: ['piscine'] })).errors).toEqual({
      networkPassages: 'Ce choix ne fait pas partie des valeurs proposées.',
    });
  });

  it('offers the insulating blocks on a crawl-space floor only', async () => {
    const answers = { systemType: 'poutrelles-entrevous-pse', favorites: 'maison-etage' };
    const upstairs = await form({ ...answers, entrevous: 'pse-isolant' });
    expect(Object.values(field(upstairs, 'entrevous').choices!)).toEqual(['pse-coffrant']);
    expect(upstairs.errors.entrevous).toMatch(/ne convient pas/);
    const ground = await form({
      ...answers,
      floorLevel: 'vide-sanitaire',
      entrevous: 'pse-isolant',
    });
    expect(ground.errors).toEqual({});
    expect(ground.isCompleted).toBe(true);
  });

  it('encodes lists and leaves blank values out of the query', () => {
    expect(
      simulatorParams({
        step1: { zipCode: '69003', projectName: '' },
        step2: [
          { index: 0, field: 'systemType', value: 'predalles' },
          { index: 3, field: 'networkPassages', value: ['plomberie', 'ventilation'] },
          { index: 4, field: 'thermalBreak', value: null },
        ],
        cluster: 301,
      }),
    ).toEqual({
      'step1[zipCode]': '69003',
      'step2[0][field]': 'systemType',
      'step2[0][value]': 'predalles',
      'step2[3][field]': 'networkPassages',
      'step2[3][value][0]': 'plomberie',
      'step2[3][value][1]': 'ventilation',
      cluster: '301',
    });
  });
});
