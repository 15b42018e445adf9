import { validateContinuity, validateFloorConfiguration } from '@/api/floor';
import { visitor, VALID } from './configuratorTestSetup';

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
