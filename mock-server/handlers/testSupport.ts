/**
 * Helpers of the mock backend's tests: API clients of src/api on the MSW server (baseURL '' is the
 * jsdom page's origin), logging in, and reading the outbox and its links.
 */
import { accountLoginCheck } from '../../src/api/auth';
import { createApiClient, type ApiClient } from '../../src/api/http';
import type { RegistrationRequest, SignedLinkParams } from '../../src/api/types';
import { crawlSpaceSubmission } from '../db/floor/answerFixtures';
import { SEED_PASSWORD, type SentEmail } from '../db/mockDb';
import { OUTBOX_PATH } from './outboxHandlers';
import type { FloorConfigurationValues } from '@/api/floorTypes';

export const CLAIRE = 'claire.martin@maconnerie-martin.fr';
export const JULIEN = 'julien.bernard@bet-structure.fr';
export const SOPHIE = 'sophie.durand@negoce-materiaux.fr';
export const MARC = 'marc.lefevre@batiprime.fr';
export const ELODIE = 'elodie.garnier@batiprime.fr';
export const MANON = 'manon.blanc@blanc-architecture.fr';
export const STRONG_PASSWORD = 'Nouveau2025!';

export function clientWith(token?: string | null): ApiClient {
  return createApiClient({ baseURL: '', getToken: () => token ?? null });
}

/** Logs in through the floor and carbon sites' login-check; returns the token and a client. */
export async function loginAs(
  email: string,
  password: string = SEED_PASSWORD,
): Promise<{ token: string; client: ApiClient }> {
  const { status, body } = await accountLoginCheck(clientWith(), {
    username: email,
    password,
    rememberMe: false,
  });
  if (status !== 200 || !body.token) throw new Error(`Login of ${email} failed (${status}).`);
  return { token: body.token, client: clientWith(body.token) };
}

/** The outbox through its development endpoint, newest first. */
export async function readOutbox(): Promise<SentEmail[]> {
  const { body } = await clientWith().request<{ emails: SentEmail[] }>({
    method: 'GET',
    url: OUTBOX_PATH,
    public: true,
  });
  return body.datas?.emails ?? [];
}

export async function lastEmailTo(address: string): Promise<SentEmail> {
  const email = (await readOutbox()).find((sent) => sent.to === address);
  if (!email) throw new Error(`No e-mail was sent to ${address}.`);
  return email;
}

/** The parameters of a signed link e-mailed by the server. */
export function signedLinkParams(link: string): SignedLinkParams {
  const query = new URL(link, 'http://localhost').searchParams;
  return {
    id: query.get('id') ?? '',
    token: query.get('token') ?? '',
    expires: query.get('expires') ?? '',
    signature: query.get('signature') ?? '',
  };
}

/**
 * A whole floor configuration (a ground floor over a crawl space in Lyon), submitted as the app does:
 * booleans as booleans.
 */
export const CRAWL_SPACE: FloorConfigurationValues = crawlSpaceSubmission();

/** The address of the account the registration tests create. */
export const NEW_ACCOUNT = 'paul.henry@henry-batiment.fr';

/** A whole registration as the form sends it; `overrides` may hold values of any type (bad input). */
export function registration(overrides: Record<string, unknown> = {}): RegistrationRequest {
  return {
    email: NEW_ACCOUNT,
    lastname: 'Henry',
    firstname: 'Paul',
    company: 'Henry Bâtiment',
    rgpd: true,
    plainPassword: { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
    civility: 'mr',
    activity: 'maçon',
    fonction: 'Gérant',
    siret: '81234567800014',
    phone: '06 12 34 56 78',
    address: '4 rue du Port',
    addressComplement: '',
    postalCode: '29200',
    city: 'Brest',
    country: 'France',
    ...overrides,
  } as RegistrationRequest;
}
