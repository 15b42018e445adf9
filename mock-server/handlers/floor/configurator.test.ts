import {
  getEntrevousOptions,
  getFloorConfigurator,
  validateContinuity,
  validateFloorConfiguration,
} from '@/api/floor';
import type { FloorConfigurationValues } from '@/api/floorTypes';
import type { FieldDefinition, FormStep } from '@/api/formDefinitionTypes';
import { FLOOR_COMPARATORS, isFieldShown } from '../../forms/conditions';
import { clientWith } from '../testSupport';

const visitor = clientWith();

const VALID: FloorConfigurationValues = {
  zipCode: '69003',
  configurationName: 'Maison Dupont – plancher bas',
  floorPosition: 'vide-sanitaire',
  usage: 'habitation',
  loadCase: 'habitation',
  gLoad: '150',
  qLoad: '150',
  up: '0.20',
  continuity: 'false',
  floorSpan: '5,20',
  systems: ['tous'],
  entrevous: 'indifferent',
};

async function form(): Promise<FormStep[]> {
  const { status, body } = await getFloorConfigurator(visitor);
  expect(status).toBe(200);
  expect(body.datas?.status).toBe('200');
  return body.datas!.formArray;
}

function fieldsOf(steps: FormStep[]): Map<string, FieldDefinition> {
  const fields = new Map<string, FieldDefinition>();
  const visit = (field: FieldDefinition) => {
    fields.set(field.name, field);
    field.children?.forEach(visit);
  };
  steps.forEach((step) => step.fields.forEach(visit));
  return fields;
}

describe('GET /api/configurator/', () => {
  it('defines step 1 (project) and step 2 (floor) with the known floor fields', async () => {
    const steps = await form();
    expect(steps.map((step) => step.step)).toEqual([1, 2]);
    expect(steps[0]!.fields.map((field) => field.name)).toEqual([
      'zipCode',
      'configurationName',
      'projectCode',
      'company',
    ]);
    const fields = fieldsOf(steps);
    for (const name of [
      'up',
      'loadCase',
      'continuity',
      'continuityWidth',
      'continuityLength',
      'floorSpan',
      'simulationId',
      'gLoad',
      'qLoad',
      'usage',
      'floorPosition',
      'entrevous',
    ])
      expect(fields.has(name)).toBe(true);
    const types = new Set([...fields.values()].map((field) => field.type));
    for (const type of ['text', 'number', 'radio', 'checkbox', 'fakeCheckbox', 'select', 'hidden'])
      expect(types).toContain(type);
    expect(fields.get('zipCode')).toMatchObject({ required: true, attr: { pattern: '[0-9]' } });
    expect(fields.get('gLoad')?.unit).toBe('daN/m²');
    expect(fields.get('continuityWidth')?.unit).toBe('cm');
    expect(fields.get('floorSpan')?.unit).toBe('m');
    expect(fields.get('floorPosition')?.tooltip?.[0]).toMatchObject({
      title: expect.any(String),
      content: expect.any(String),
      image: expect.stringMatching(/^\/media\/plancher\/aide\/.+\.svg$/),
    });
    expect(fields.get('calculationStandard')?.forcedValue).toMatch(/Eurocode 2/);
    expect(fields.get('systems')).toMatchObject({ disabledValue: 'tous', defaultValue: ['tous'] });
    expect(Object.keys(fields.get('loadCase')!.groupedChoices!)).toContain('Habitation');
  });

  it('lets the usage drive the load cases and the Up values, and the load case set G and Q', async () => {
    const fields = fieldsOf(await form());
    const usage = fields.get('usage')!;
    const loadCase = fields.get('loadCase')!;
    const allLoadCases = Object.values(loadCase.groupedChoices!).flatMap(Object.values);
    const upChoices = Object.values(fields.get('up')!.choices!);
    for (const [value, attributes] of Object.entries(usage.choiceAttributes!)) {
      expect(Object.values(usage.choices!)).toContain(value);
      expect(attributes['available-load-cases']!.length).toBeGreaterThan(0);
      for (const item of attributes['available-load-cases']!) expect(allLoadCases).toContain(item);
      for (const up of attributes['available-ups']!) expect(upChoices).toContain(up);
    }
    expect(usage.choiceAttributes!.parking!['available-ups']).toEqual([]);
    expect(loadCase.choiceAttributes).toMatchObject({
      habitation: { gLoad: 150, qLoad: 150 },
      bureaux: { qLoad: 250 },
      commerce: { qLoad: 500 },
      parking: { qLoad: 250 },
    });
  });

  it('uses only the floor comparators, with AND and OR relations that the evaluator reads', async () => {
    const fields = [...fieldsOf(await form()).values()];
    const comparators = new Set(
      fields.flatMap((field) => field.conditions ?? []).map((condition) => condition.comparator),
    );
    expect([...comparators].sort()).toEqual(['!=', '==', 'IN', 'NOT IN']);
    const byName = new Map(fields.map((field) => [field.name, field]));
    const shown = (name: string, answers: Record<string, string | string[]>) =>
      isFieldShown(byName.get(name)!, answers, FLOOR_COMPARATORS);
    expect(shown('continuityWidth', { continuity: 'true' })).toBe(true);
    expect(shown('floorSpan', { continuity: 'true' })).toBe(false);
    expect(shown('floorSpan', { continuity: 'false' })).toBe(true);
    expect(shown('up', { floorPosition: 'vide-sanitaire' })).toBe(true);
    expect(shown('up', { floorPosition: 'intermediaire' })).toBe(false);
    expect(shown('acousticComfort', { floorPosition: 'intermediaire', usage: 'habitation' })).toBe(
      true,
    );
    expect(shown('acousticComfort', { floorPosition: 'vide-sanitaire', usage: 'habitation' })).toBe(
      false,
    );
    expect(shown('entrevous', { systems: ['predalles'] })).toBe(false);
  });
});

describe('POST /api/configurator/', () => {
  it('accepts complete answers', async () => {
    const { status, body } = await validateFloorConfiguration(visitor, VALID);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Votre configuration est valide.',
      datas: { valid: true },
    });
  });

  it('refuses step 1 field by field with the French messages', async () => {
    const { status, body } = await validateFloorConfiguration(visitor, {
      step: 1,
      zipCode: '6900',
      configurationName: '  ',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: {
        zipCode: 'Doit être exactement 5 caractères',
        configurationName: 'Champ obligatoire',
      },
    });
    const letters = await validateFloorConfiguration(visitor, {
      step: 1,
      zipCode: '69OO3',
      configurationName: 'Essai',
    });
    expect(letters.body.error).toEqual({
      zipCode: 'Le code postal ne doit contenir que des chiffres.',
    });
    const unknown = await validateFloorConfiguration(visitor, {
      step: 1,
      zipCode: '00100',
      configurationName: 'Essai',
    });
    expect(unknown.body.error).toEqual({
      zipCode: 'Ce code postal ne correspond à aucun département français.',
    });
    expect((await validateFloorConfiguration(visitor, { step: 1, ...VALID })).status).toBe(200);
  });

  it('refuses step 2: missing, out-of-range and unavailable answers', async () => {
    const { status, body } = await validateFloorConfiguration(visitor, {
      ...VALID,
      floorSpan: '12,5',
      qLoad: '100',
      up: '0.36',
      floorPosition: '',
    });
    expect(status).toBe(400);
    // Without a position, the Up question is hidden: it is not checked.
    expect(body.error).toEqual({
      floorPosition: 'Champ obligatoire',
      floorSpan: 'La portée doit être comprise entre 1,50 et 12,00 m.',
      qLoad:
        'La charge d’exploitation ne peut pas être inférieure à 150 daN/m² pour ce cas de charge.',
    });
    const unavailable = await validateFloorConfiguration(visitor, {
      ...VALID,
      up: '0.36',
      loadCase: 'parking',
    });
    expect(unavailable.body.error).toEqual({
      up: 'Cette valeur de Up n’est pas proposée pour cette destination.',
      loadCase: 'Ce cas de charge n’est pas proposé pour cette destination.',
    });
    const parking = await validateFloorConfiguration(visitor, {
      ...VALID,
      usage: 'parking',
      loadCase: 'parking',
      qLoad: '250',
      up: '',
    });
    // A parking has no Up to give: the question is not required there.
    expect(parking.status).toBe(200);
  });

  it('checks the continuity instead of the span when the floor is continuous', async () => {
    const continuous = { ...VALID, continuity: true, floorSpan: '' };
    const missing = await validateFloorConfiguration(visitor, continuous);
    expect(missing.body.error).toEqual({
      continuityWidth: 'Champ obligatoire',
      continuityLength: 'Champ obligatoire',
    });
    const wrong = await validateFloorConfiguration(visitor, {
      ...continuous,
      continuityWidth: '150',
      continuityLength: '900',
    });
    expect(wrong.body.error).toEqual({
      continuityWidth: 'La largeur de continuité doit être comprise entre 20 et 120 cm.',
    });
    const right = await validateFloorConfiguration(visitor, {
      ...continuous,
      continuityWidth: '20',
      continuityLength: '900',
    });
    expect(right.status).toBe(200);
  });
});

describe('GET /api/validation/continuity/{a},{b}/', () => {
  it('confirms a valid pair with the span of each bay', async () => {
    const { status, body } = await validateContinuity(visitor, 20, 900);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Continuité valide : deux travées de 4,40 m.',
      datas: { span: 4.4 },
    });
  });

  it('refuses a width or a length out of range, or a width over a quarter of the length', async () => {
    const width = await validateContinuity(visitor, 10, 900);
    expect(width.status).toBe(400);
    expect(width.body).toEqual({
      success: false,
      message: 'La largeur de continuité doit être comprise entre 20 et 120 cm.',
      error: { continuityWidth: 'La largeur de continuité doit être comprise entre 20 et 120 cm.' },
    });
    const length = await validateContinuity(visitor, 20, 2000);
    expect(length.body.error).toEqual({
      continuityLength: 'La longueur de continuité doit être comprise entre 400 et 1 600 cm.',
    });
    const ratio = await validateContinuity(visitor, 120, 400);
    expect(ratio.body.message).toBe(
      'La largeur de continuité ne peut pas dépasser le quart de la longueur (100 cm au plus).',
    );
    const decimal = await validateContinuity(visitor, '20.5', 900);
    expect(decimal.body.error).toEqual({
      continuityWidth: 'Indiquez un nombre entier de centimètres.',
    });
  });
});

describe('POST /api/configurator/entrevous/', () => {
  it('answers the infill options available for the answers, as a field with as-field=1', async () => {
    const crawlSpace = await getEntrevousOptions(visitor, VALID);
    expect(crawlSpace.status).toBe(200);
    const field = crawlSpace.body.datas!.field!;
    expect(field.name).toBe('entrevous');
    expect(field.groupedChoices).toEqual({
      'Sans préférence': { Indifférent: 'indifferent' },
      'Entrevous isolants': { 'Entrevous PSE isolant à languette': 'pse-isolant' },
    });
    const upper = await getEntrevousOptions(visitor, {
      ...VALID,
      floorPosition: 'intermediaire',
      floorLevel: 'R+1',
      up: '',
      entrevous: 'bois',
    });
    const values = Object.values(upper.body.datas!.field!.groupedChoices!).flatMap(Object.values);
    expect(values.sort()).toEqual(['beton', 'bois', 'indifferent', 'pse']);
    expect(upper.body.datas!.field!.value).toBe('bois');
  });

  it('lists every option with its availability and the reason without as-field', async () => {
    const { body } = await getEntrevousOptions(
      visitor,
      {
        ...VALID,
        usage: 'parking',
        loadCase: 'parking',
        qLoad: 250,
        up: '',
        floorPosition: 'haut-de-sous-sol',
      },
      false,
    );
    const options = body.datas!.options!;
    expect(options.map((option) => [option.value, option.available])).toEqual([
      ['beton', true],
      ['bois', false],
      ['pse', false],
      ['pse-isolant', false],
    ]);
    expect(options.find((option) => option.value === 'pse')?.reason).toBe(
      'Non adapté à cette destination des locaux.',
    );
  });
});
