/** Consumer contract of the agency contact of a floor simulation (docs/api/floor.md). */
import { MatchersV3 } from '@pact-foundation/pact';
import { contactAgency } from '../floor';
import type { AgencyContactRequest } from '../floorTypes';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  anyText,
  createPact,
  expectInteraction,
  expectNotFound,
  given,
  PARAM_STATE,
  TOKEN,
} from './pactHarness';
import { FLOOR_STATE, SIMULATION_NOT_FOUND, CONTACT } from './floorPactSetup';

const { string } = MatchersV3;

const pact = createPact();

describe('POST /api/agency/contact/', () => {
  it("e-mails the simulation's agency", () =>
    expectInteraction(pact, {
      state: FLOOR_STATE.visitorSimulation,
      description: "a visitor's request to contact the agency of floor simulation 7002",
      method: 'POST',
      path: '/api/agency/contact/',
      body: CONTACT,
      status: 200,
      responseBody: {
        success: true,
        message: string(
          'Votre demande a bien été envoyée. Bureau d’études Grand Ouest (Nantes) vous recontactera rapidement.',
        ),
      },
      call: (client) => contactAgency(client, CONTACT),
      check: ({ body }) => expect(typeof body.message).toBe('string'),
    }));

  it('refuses missing fields and an invalid e-mail', () => {
    const body: AgencyContactRequest = { ...CONTACT, lastname: '', email: 'julien.bernard@' };
    return expectInteraction(pact, {
      state: FLOOR_STATE.visitorSimulation,
      description: 'a request to contact the agency without a last name and with an invalid e-mail',
      method: 'POST',
      path: '/api/agency/contact/',
      body,
      status: 400,
      responseBody: {
        success: false,
        error: { lastname: string('Champ obligatoire'), email: string('E-mail invalide') },
      },
      call: (client) => contactAgency(client, body),
      check: ({ status, body: answer }) => {
        expect(status).toBe(400);
        expect(answer.error).toEqual({ lastname: 'Champ obligatoire', email: 'E-mail invalide' });
      },
    });
  });

  it("answers 404 for another user's simulation", () => {
    const body: AgencyContactRequest = { ...CONTACT, simulation: 901 };
    return expectNotFound(pact, {
      state: ANOTHER_USERS_FLOOR_AND_CARBON,
      description: "a request of user 1 to contact the agency of another user's floor simulation",
      method: 'POST',
      path: '/api/agency/contact/',
      token: TOKEN.valid,
      body,
      responseBody: anyText(SIMULATION_NOT_FOUND),
      call: (client) => contactAgency(client, body),
    });
  });

  it('answers 404 for an unknown simulation', () => {
    const body: AgencyContactRequest = { ...CONTACT, simulation: 999999 };
    return expectNotFound(pact, {
      state: given(PARAM_STATE.noFloorSimulation, { id: 999999 }),
      description: 'a request to contact the agency of an unknown floor simulation',
      method: 'POST',
      path: '/api/agency/contact/',
      body,
      responseBody: anyText(SIMULATION_NOT_FOUND),
      call: (client) => contactAgency(client, body),
    });
  });
});

// ---- Solutions -----------------------------------------------------------------------------------
