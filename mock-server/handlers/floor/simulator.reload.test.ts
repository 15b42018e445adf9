import { contactAgency, getFloorSimulationForm, getFloorSimulationResult } from '@/api/floor';
import type { FieldDefinition } from '@/api/formDefinitionTypes';
import { db, REMEMBERED_TOKEN_LIFETIME_MS, registerToken } from '../../db/mockDb';
import { FLOOR_PACT, floorStates, FLOOR_STATE_ANSWERS } from '../../states/floorStates';
import { CLAIRE, clientWith, JULIEN, loginAs, readOutbox } from '../testSupport';
import { visitor, slugs } from './simulatorTestSetup';

describe('GET /api/simulation/{id}/result/ and /form/ (project-defined)', () => {
  beforeEach(() => floorStates['user 1 has a floor simulation']!());
  const claire = clientWith(FLOOR_PACT.token);

  it("reloads the result of the user's simulation", async () => {
    const { status, body } = await getFloorSimulationResult(claire, FLOOR_PACT.userSimulation);
    expect(status).toBe(200);
    expect(body.datas!.simulation).toEqual({ id: FLOOR_PACT.userSimulation });
    expect(slugs(body.datas!.solutions)).toEqual([
      'plancher-poutrelle-entrevous-pse-isolant-up-0-20',
      'plancher-poutrelle-entrevous-pse-isolant-up-0-15',
    ]);
  });

  it('reloads seeded history simulations, with answers that fit their floor system', async () => {
    const { body } = await getFloorSimulationResult(claire, 103);
    expect(body.datas!.simulation.id).toBe(103);
    expect(body.datas!.solutions.map((solution) => solution.libelle)).toContain(
      db.floorSimulations.get(103)!.name,
    );
    const again = await getFloorSimulationResult(claire, 103);
    expect(again.body.datas).toEqual(body.datas);
  });

  it("answers 404 for another user's, a deleted or an unknown simulation", async () => {
    const other = await getFloorSimulationResult(claire, 901);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, message: 'Simulation introuvable.' });
    expect((await getFloorSimulationResult(visitor, FLOOR_PACT.userSimulation)).status).toBe(404);
    db.floorSimulations.delete(FLOOR_PACT.userSimulation);
    expect((await getFloorSimulationResult(claire, FLOOR_PACT.userSimulation)).status).toBe(404);
    expect((await getFloorSimulationResult(claire, 'abc')).status).toBe(404);
  });

  it("lets anyone reload a visitor's simulation by its id", async () => {
    floorStates['a visitor has a floor simulation']!();
    const { status, body } = await getFloorSimulationResult(visitor, FLOOR_PACT.visitorSimulation);
    expect(status).toBe(200);
    expect(body.datas!.agency.libelle).toBe('Bureau d’études Grand Ouest (Nantes)');
  });

  it('prefills the form with the answers and the simulation id', async () => {
    const { status, body } = await getFloorSimulationForm(claire, FLOOR_PACT.userSimulation);
    expect(status).toBe(200);
    expect(body.datas!.status).toBe('200');
    const values: Record<string, unknown> = {};
    const visit = (field: FieldDefinition) => {
      values[field.name] = field.value;
      field.children?.forEach(visit);
    };
    body.datas!.formArray.forEach((step) => step.fields.forEach(visit));
    const answers = FLOOR_STATE_ANSWERS[FLOOR_PACT.userSimulation];
    expect(values).toMatchObject({
      zipCode: answers.zipCode,
      configurationName: answers.configurationName,
      floorPosition: 'vide-sanitaire',
      up: '0.20',
      continuity: 'false',
      floorSpan: '5.2',
      systems: ['tous'],
      simulationId: FLOOR_PACT.userSimulation,
    });
    expect((await getFloorSimulationForm(claire, 901)).status).toBe(404);
  });
});

describe('POST /api/agency/contact/', () => {
  const CONTACT = {
    lastname: 'Martin',
    firstname: 'Claire',
    company: 'Maçonnerie Martin',
    phone: '04 78 62 15 30',
    email: CLAIRE,
    message: 'Pouvez-vous me faire une offre pour ce plancher ?',
  };

  it("e-mails the first address of the simulation's agency", async () => {
    floorStates['a visitor has a floor simulation']!();
    const { status, body } = await contactAgency(visitor, {
      ...CONTACT,
      simulation: FLOOR_PACT.visitorSimulation,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message:
        'Votre demande a bien été envoyée. Bureau d’études Grand Ouest (Nantes) vous recontactera rapidement.',
    });
    const [sent] = await readOutbox();
    expect(sent).toMatchObject({
      to: 'be.nantes@rupteo.fr',
      subject: 'Demande de contact – Claire Martin (Maçonnerie Martin)',
      link: `/configurer-un-plancher/?history=${FLOOR_PACT.visitorSimulation}`,
    });
  });

  it("without a simulation, writes to the agency of the user's postal code", async () => {
    const { client } = await loginAs(JULIEN);
    await contactAgency(client, { ...CONTACT, simulation: null });
    expect((await readOutbox())[0]?.to).toBe('be.nantes@rupteo.fr');
  });

  it('refuses missing fields, an invalid e-mail or phone, and sends nothing', async () => {
    const { status, body } = await contactAgency(visitor, {
      ...CONTACT,
      lastname: ' ',
      company: '',
      message: '',
      email: 'claire.martin@',
      phone: '12',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: {
        lastname: 'Champ obligatoire',
        company: 'Champ obligatoire',
        message: 'Champ obligatoire',
        email: 'E-mail invalide',
        phone: 'Numéro de téléphone invalide.',
      },
    });
    expect(await readOutbox()).toEqual([]);
  });

  it('answers 404 for a simulation of another user', async () => {
    registerToken('usr.floor-julien', { kind: 'user', userId: 2 }, REMEMBERED_TOKEN_LIFETIME_MS);
    floorStates['user 1 has a floor simulation']!();
    const { status } = await contactAgency(clientWith(FLOOR_PACT.token), {
      ...CONTACT,
      simulation: 901,
    });
    expect(status).toBe(404);
  });
});
