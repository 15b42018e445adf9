import { getEntrevousOptions } from '@/api/floor';
import { FLOOR_COMPARATORS, isFieldShown } from '../../forms/conditions';
import { visitor, VALID, form, fieldsOf } from './configuratorTestSetup';

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
