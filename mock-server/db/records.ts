/**
 * The records of the mock backend's tables (mock-server/db/store.ts). They live apart from the
 * domain modules that read and write them, so that the store depends on no domain module: each
 * domain imports the store, never the other way round.
 */
import type {
  CarbonClusterSimulationSummary,
  Civility,
  Device,
  Profile,
} from '../../src/api/types';
import type { FieldValue } from '../../src/api/formDefinitionTypes';
import type { FootprintResult } from './carbon/footprint';

// ---- Accounts (accounts.ts) ---------------------------------------------------------------------

export interface Account extends Profile {
  id: number;
  password: string;
  civility: Civility;
  /** False until the account is activated from its e-mailed link. */
  activated: boolean;
  /** False until the user chose a new password after the first login (general site). */
  updatedPassword: boolean;
  /** Staff of the partner organisation: they sign in through single sign-on only. */
  partner: boolean;
  createdAt: string;
}

// ---- Devices and session tokens (tokens.ts) -------------------------------------------------------

/** A general-site visitor's device. */
export interface DeviceRecord extends Device {
  /**
   * The accounts that logged in from the device (login-check with its token as Bearer): they may
   * claim the histories the device made as a visitor.
   */
  userIds?: number[];
}

export type TokenOwner = { kind: 'user'; userId: number } | { kind: 'device'; uuid: string };

export interface TokenRecord {
  owner: TokenOwner;
  expiresAt: number;
  /**
   * 'refresh' for a session's refresh token, which authenticates no operation (it is only kept and
   * given back); absent for an access token.
   */
  use?: 'refresh';
}

// ---- Signed links and reset tokens (signedLinks.ts) ---------------------------------------------

export type LinkPurpose = 'activation' | 'email-change';

export interface PendingLink {
  purpose: LinkPurpose;
  userId: number;
  /** Unix seconds. */
  expires: number;
  /** The address the user asked to move to (e-mail change). */
  newEmail?: string;
}

export interface ResetToken {
  userId: number;
  expiresAt: number;
}

// ---- Outbox (outbox.ts) -------------------------------------------------------------------------

export interface SentEmail {
  to: string;
  subject: string;
  /** The link of the e-mail, relative to the site (the site's host is not known to the server). */
  link: string;
  sentAt: string;
}

// ---- Floor history (floorHistory.ts) ------------------------------------------------------------

export interface FloorRecord {
  id: number;
  userId: number;
  /** The configuration's name, typed by the user ('Maison Dupont – R+1'). */
  title: string;
  /** The floor system's name. */
  name: string;
  libelle: string;
  createdAt: string;
  zip: string;
  floor: string;
  floorLevel: string;
  floorType: string;
  projectCode: string;
}

export type FloorSimulation = FloorRecord;

export interface FloorSolution extends FloorRecord {
  /** The floor system's slug: the configurator opens it with historySolution={slug}. */
  slug: string;
  /** The simulation it was saved from; null when saved from its page alone. */
  simulationId: number | null;
}

// ---- Carbon history (carbonHistory.ts) ----------------------------------------------------------

/** What the simulator computed for a simulation. */
export interface CarbonSimulationDetails {
  createdAt: string;
  /** The values of the shown fields of both steps, as the simulator resolved them. */
  answers: Record<string, FieldValue>;
  result: FootprintResult;
}

export interface CarbonSimulation extends CarbonClusterSimulationSummary {
  /** Absent only on a record not completed yet (the seed lists, before the domain reset). */
  details?: CarbonSimulationDetails;
}

export interface CarbonCluster {
  id: number;
  /** The owner; null for a cluster of an anonymous visitor, not saved yet. */
  userId: number | null;
  /** The project's name. */
  name: string;
  createdAt: string;
  /** The project's postal code (step 1 of the simulator). */
  zipCode?: string;
  simulations: CarbonSimulation[];
}
