import { floorFormSteps } from '../../../mock-server/db/floor/form';
import { decodeConfiguration, encodeConfiguration, restoreValues } from './configParam';
import {
  allStepFields,
  applyChoiceAttributes,
  availabilityOf,
  continuityPair,
  fieldErrorsOf,
  restrictChoices,
  stepOfField,
} from './floorRules';
import { step1Schema } from './step1Schema';

const steps = floorFormSteps();
const fields = allStepFields(steps);

describe('choice attributes (spec 002 §4.1)', () => {
  it('the chosen usage gives the available load cases and Up values', () => {
    const { loadCases, ups } = availabilityOf(fields, { usage: 'parking' });
    expect(loadCases).toEqual(['parking', 'personnalise']);
    expect(ups).toEqual([]);
  });

  it('without a choice carrying the attributes, nothing is known yet (the condition is unmet)', () => {
    expect(availabilityOf(fields, { usage: '' })).toEqual({ loadCases: null, ups: null });
  });

  it('clicking a load case sets gLoad and qLoad', () => {
    const next = applyChoiceAttributes(
      fields,
      { usage: 'bureaux', loadCase: 'bureaux-archives', gLoad: '', qLoad: '' },
      'loadCase',
    );
    expect(next).toMatchObject({ gLoad: '200', qLoad: '500' });
  });

  it('the custom load case keeps the loads typed', () => {
    const next = applyChoiceAttributes(
      fields,
      { usage: 'bureaux', loadCase: 'personnalise', gLoad: '321', qLoad: '654' },
      'loadCase',
    );
    expect(next).toMatchObject({ gLoad: '321', qLoad: '654' });
  });

  it('choosing another usage clears a load case and an Up it does not offer', () => {
    const next = applyChoiceAttributes(
      fields,
      { usage: 'parking', loadCase: 'habitation', up: '0.15' },
      'usage',
    );
    expect(next).toMatchObject({ loadCase: '', up: '' });
    const kept = applyChoiceAttributes(
      fields,
      { usage: 'bureaux', loadCase: 'personnalise', up: '0.20' },
      'usage',
    );
    expect(kept).toMatchObject({ loadCase: 'personnalise', up: '0.20' });
  });

  it('the up radio and the load cases show only the allowed values', () => {
    const up = fields.find((field) => field.name === 'up')!;
    expect(Object.values(restrictChoices(up, ['0.20', '0.23']).choices!)).toEqual(['0.20', '0.23']);
    const loadCase = fields.find((field) => field.name === 'loadCase')!;
    const restricted = restrictChoices(loadCase, ['parking', 'personnalise']);
    expect(Object.keys(restricted.groupedChoices!)).toEqual(['Parkings', 'Autre cas']);
  });
});

describe('continuity (spec 002 §4.1, §5.1)', () => {
  it('is checked only when continuity is true and both width and length are filled', () => {
    expect(
      continuityPair({ continuity: 'true', continuityWidth: '20', continuityLength: '' }),
    ).toBeNull();
    expect(
      continuityPair({ continuity: 'false', continuityWidth: '20', continuityLength: '900' }),
    ).toBeNull();
    expect(
      continuityPair({ continuity: 'true', continuityWidth: '20', continuityLength: '900' }),
    ).toEqual({ width: '20', length: '900' });
  });
});

describe('server errors', () => {
  it('reads field to message, lists included', () => {
    expect(fieldErrorsOf({ zipCode: ['Champ obligatoire'], floorSpan: 'x' })).toEqual({
      zipCode: 'Champ obligatoire',
      floorSpan: 'x',
    });
    expect(fieldErrorsOf('oops')).toEqual({});
  });

  it('finds the step of a field, children included', () => {
    expect(stepOfField(steps, 'zipCode')).toBe(1);
    expect(stepOfField(steps, 'continuityLength')).toBe(2);
    expect(stepOfField(steps, 'unknown')).toBeUndefined();
  });
});

describe('step 1 validation (spec 002 §5.1)', () => {
  const errorsOf = async (values: Record<string, string>) => {
    try {
      await step1Schema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries(
        (error as { inner: { path: string; message: string }[] }).inner.map((item) => [
          item.path,
          item.message,
        ]),
      );
    }
  };

  it("zipCode is required: 'Champ obligatoire'", async () => {
    expect((await errorsOf({ zipCode: '', configurationName: 'a' })).zipCode).toBe(
      'Champ obligatoire',
    );
  });

  it("zipCode must be exactly 5 characters: 'Doit être exactement 5 caractères'", async () => {
    expect((await errorsOf({ zipCode: '6900', configurationName: 'a' })).zipCode).toBe(
      'Doit être exactement 5 caractères',
    );
    expect((await errorsOf({ zipCode: '690031', configurationName: 'a' })).zipCode).toBe(
      'Doit être exactement 5 caractères',
    );
    expect(await errorsOf({ zipCode: '69003', configurationName: 'a' })).toEqual({});
  });

  it("configurationName is required: 'Champ obligatoire'", async () => {
    expect((await errorsOf({ zipCode: '69003', configurationName: ' ' })).configurationName).toBe(
      'Champ obligatoire',
    );
  });
});

describe('configuration in the address (addition)', () => {
  it('round-trips UTF-8 answers', () => {
    const values = { configurationName: 'Maison Dupont – plancher bas é€', systems: ['tous'] };
    const decoded = decodeConfiguration(encodeConfiguration({ step: 2, values }));
    expect(decoded).toEqual({ step: 2, values });
  });

  it('a bad value is ignored', () => {
    expect(decodeConfiguration('%%%')).toBeNull();
    expect(decodeConfiguration(btoa('not json'))).toBeNull();
    expect(decodeConfiguration(btoa('[1,2]'))).toBeNull();
    expect(decodeConfiguration(null)).toBeNull();
  });

  it('restores only the form fields, with values of the right kind; forced values win', () => {
    const restored = restoreValues(
      fields,
      { zipCode: '', systems: ['tous'], calculationStandard: 'Eurocode' },
      {
        zipCode: '69003',
        systems: 'predalles',
        unknown: 'x',
        calculationStandard: 'autre',
        gLoad: 150,
      },
    );
    expect(restored).toEqual({
      zipCode: '69003',
      systems: ['tous'],
      calculationStandard: 'Eurocode',
      gLoad: '150',
    });
  });
});
