/**
 * Consumer contract of malformed requests (docs/api.md, "Malformed requests" and "Field limits",
 * project-defined): the account operations refuse a field of the wrong type or over its length with
 * 400 and their usual `error: { field: message }`, and an operation refuses a path parameter too
 * long for it with the 404 of a missing item.
 *
 * The field messages are pinned exactly: the forms show them under their fields, and the front end
 * refuses the same values with the same texts first (src/domain/fieldLimits.ts), so a backend that
 * answered other words would show users two wordings for one rule.
 */
import type { RegistrationRequest } from '../types';
import { MatchersV3 } from '@pact-foundation/pact';
import { register, setProfile, updateAccountData, type SetProfileRequest } from '../account';
import { deleteFloorSimulation } from '../history';
import {
  createPact,
  expectNotFound,
  given,
  operationCases,
  PARAM_STATE,
  PROFILE_EXAMPLE,
  STATE,
  TOKEN,
  REGISTRATION,
} from './pactHarness';

const { string } = MatchersV3;

const pact = createPact();

/** 256 characters: one over the limit of a name (255). */
const TOO_LONG_NAME = 'a'.repeat(256);
/** 21 characters: one over the limit of a phone number (20). */
const TOO_LONG_PHONE = '0'.repeat(21);

const TEXT_LIMIT_MESSAGE = '255 caractères au maximum';
const CODE_LIMIT_MESSAGE = '20 caractères au maximum';
const EMAIL_LIMIT_MESSAGE = '180 caractères au maximum';
const INVALID_VALUE_MESSAGE = 'Valeur invalide';

describe('registration', () => {
  const expectRegistration = operationCases(pact, {
    method: 'POST',
    path: '/api/register/',
    // The address registered is free: a refusal can only come from the refused fields.
    state: given(PARAM_STATE.noAccount, { email: REGISTRATION.email }),
    send: register,
  });

  it('refuses names and a phone number over their length', () =>
    expectRegistration({
      description: 'a registration with a last name, a company and a phone number too long',
      body: {
        ...REGISTRATION,
        lastname: TOO_LONG_NAME,
        company: TOO_LONG_NAME,
        phone: TOO_LONG_PHONE,
      },
      status: 400,
      responseBody: {
        success: false,
        error: {
          lastname: TEXT_LIMIT_MESSAGE,
          company: TEXT_LIMIT_MESSAGE,
          phone: CODE_LIMIT_MESSAGE,
        },
      },
      check: (result) =>
        expect(result.body).toEqual({
          success: false,
          error: {
            lastname: TEXT_LIMIT_MESSAGE,
            company: TEXT_LIMIT_MESSAGE,
            phone: CODE_LIMIT_MESSAGE,
          },
        }),
    }));

  it('refuses a field of the wrong type (an object as the city)', () =>
    expectRegistration({
      description: 'a registration with an object as the city',
      body: { ...REGISTRATION, city: { name: 'Le Mans' } } as unknown as RegistrationRequest,
      status: 400,
      responseBody: { success: false, error: { city: INVALID_VALUE_MESSAGE } },
      check: (result) =>
        expect(result.body).toEqual({ success: false, error: { city: INVALID_VALUE_MESSAGE } }),
    }));
});

describe('profile save, general site', () => {
  const expectProfileSave = operationCases(pact, {
    method: 'POST',
    path: '/api/user/set-profile',
    state: STATE.validToken,
    token: TOKEN.valid,
    send: setProfile,
  });

  it('refuses a first name and an e-mail address over their length', () =>
    expectProfileSave({
      description: 'a request to save the profile with a first name and an e-mail too long',
      body: {
        ...PROFILE_EXAMPLE,
        firstname: TOO_LONG_NAME,
        email: `${'c'.repeat(180)}@maconnerie-martin.fr`,
      },
      status: 400,
      responseBody: {
        success: false,
        error: { firstname: TEXT_LIMIT_MESSAGE, email: EMAIL_LIMIT_MESSAGE },
      },
      check: (result) =>
        expect(result.body).toEqual({
          success: false,
          error: { firstname: TEXT_LIMIT_MESSAGE, email: EMAIL_LIMIT_MESSAGE },
        }),
    }));

  it('refuses a list as the phone number', () =>
    expectProfileSave({
      description: 'a request to save the profile with a list as the phone number',
      body: { ...PROFILE_EXAMPLE, phone: ['04 78 62 15 30'] } as unknown as SetProfileRequest,
      status: 400,
      responseBody: { success: false, error: { phone: INVALID_VALUE_MESSAGE } },
      check: (result) =>
        expect(result.body).toEqual({ success: false, error: { phone: INVALID_VALUE_MESSAGE } }),
    }));
});

describe('profile save, floor and carbon sites', () => {
  const { email: _email, ...PROFILE_WITHOUT_EMAIL } = PROFILE_EXAMPLE;

  const expectDataUpdate = operationCases(pact, {
    method: 'PUT',
    path: '/api/user/data/',
    state: STATE.validToken,
    token: TOKEN.valid,
    send: updateAccountData,
  });

  it('refuses a last name over its length and an object as the company', () =>
    expectDataUpdate({
      description: 'a request to save the profile with a last name too long and an object company',
      body: {
        ...PROFILE_WITHOUT_EMAIL,
        lastname: TOO_LONG_NAME,
        company: { name: 'Maçonnerie Martin' },
      } as unknown as typeof PROFILE_WITHOUT_EMAIL,
      status: 400,
      responseBody: {
        success: false,
        error: { lastname: TEXT_LIMIT_MESSAGE, company: INVALID_VALUE_MESSAGE },
      },
      check: (result) =>
        expect(result.body).toEqual({
          success: false,
          error: { lastname: TEXT_LIMIT_MESSAGE, company: INVALID_VALUE_MESSAGE },
        }),
    }));
});

describe('a path parameter too long for its operation', () => {
  /** 1,000 digits: no id is that long. */
  const TOO_LONG_ID = '9'.repeat(1000);

  it('gets the 404 of a missing item', () =>
    expectNotFound(pact, {
      state: STATE.validToken,
      token: TOKEN.valid,
      description: 'a request to delete a floor simulation whose id is 1,000 digits long',
      method: 'DELETE',
      path: `/api/simulation/${TOO_LONG_ID}/`,
      // The app shows the message it is given: its words are the server's.
      responseBody: { success: false, message: string('Simulation introuvable.') },
      call: (client) => deleteFloorSimulation(client, TOO_LONG_ID as unknown as number),
      check: (result) => expect(result.body.success).toBe(false),
    }));
});
