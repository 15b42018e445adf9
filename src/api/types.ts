/** Types of the contract shared by the app, the mock backend and the Pact tests. */

/** A device of an anonymous visitor of the general site (spec 000 §3). */
export interface DeviceInfo {
  uuid: string;
  browser: string;
  browserVersion: string;
  os: string;
}

export interface Device extends DeviceInfo {
  token: string;
}

/** The user as the general site's login-check returns it (`datas.user`). */
export interface GeneralUser {
  id: number;
  token: string;
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  updated_password: boolean;
}

/** The user as the floor and carbon sites read it (`GET /api/user/`, login-check `user`). */
export interface AccountUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  company: string;
}

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface AccountLoginCredentials extends LoginCredentials {
  rememberMe: boolean;
}

/** Civility values of the registration form ('' is shown as Autre). */
export type Civility = 'mr' | 'mme' | '';

/** Activity values at registration (spec 000 §3). */
export type Activity =
  | 'maçon'
  | 'cmiste'
  | 'négoces'
  | 'maitre-oeuvre-promoteur'
  | 'architecte'
  | 'bureau-etude'
  | 'economiste'
  | 'autre';

/** The full profile (general site `datas.profile`, floor and carbon `GET /api/user/`). */
export interface Profile {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  company: string;
  siret: string;
  fonction: string;
  activity: string;
  address: string;
  addressComplement: string;
  postalCode: string;
  city: string;
  country: string;
}

/** A new password and its confirmation, as every password operation sends it. */
export interface PlainPassword {
  password: string;
  passwordConfirmation: string;
}

/** POST /api/register/ body (project-defined mapping of the registration page's fields). */
export interface RegistrationRequest {
  email: string;
  lastname: string;
  firstname: string;
  company: string;
  rgpd: boolean;
  plainPassword: PlainPassword;
  civility?: Civility;
  activity?: Activity | '';
  fonction?: string;
  siret?: string;
  phone?: string;
  address?: string;
  addressComplement?: string;
  postalCode?: string;
  city?: string;
  country?: string;
}

/** The four parameters of a signed link (activation, e-mail confirmation). */
export interface SignedLinkParams {
  id: string;
  token: string;
  expires: string;
  signature: string;
}

/** One password criterion, served by the server and evaluated live by the forms. */
export interface PasswordCriterion {
  regex: string;
  message: string;
}

export type PasswordCriteria = Record<string, PasswordCriterion>;

/** Sort order of the histories: most recent first (default) or oldest first. */
export type HistoryOrder = 'DESC' | 'ASC';

/** A select filter of a history screen: label-to-value options and a tooltip. */
export interface HistoryFilterOptions {
  options: Record<string, string>;
  tooltip?: string;
}

/** Query of the floor history lists (spec 000 §7). */
export interface FloorHistoryQuery {
  type?: 'simulation' | 'solution';
  order?: HistoryOrder;
  zip?: string;
  floorLevel?: string;
  floor?: string;
  floorType?: string;
  title?: string;
  projectCode?: string;
}

export interface FloorHistoryItem {
  type: 'simulation' | 'solution';
  /** The simulation's id (also set for solutions). */
  id: number;
  /** The solution's slug (solutions only). */
  slug?: string;
  title: string;
  name: string;
  libelle: string;
  /** ISO 8601 date and time. */
  createdAt: string;
  zip: string;
  floor: string;
  floorLevel: string;
  floorType: string;
  projectCode: string;
}

export interface FloorHistoryDatas {
  data: FloorHistoryItem[];
  total: number;
  /** Project-defined: the options of the select filters. */
  filters: {
    type: HistoryFilterOptions;
    floor: HistoryFilterOptions;
    floorLevel: HistoryFilterOptions;
  };
}

/** Query of the carbon history (spec 000 §7). */
export interface CarbonHistoryQuery {
  type?: string;
  order?: HistoryOrder;
  dateFrom?: string;
  dateTo?: string;
  systemType?: string;
}

export interface CarbonClusterSimulationSummary {
  id: number;
  systemType: string;
  carbonFootprint: number;
}

export interface CarbonHistoryItem {
  id: number;
  name: string;
  createdAt: string;
  simulations: CarbonClusterSimulationSummary[];
}

export interface CarbonHistoryDatas {
  clusters: CarbonHistoryItem[];
  total: number;
  /** `type` is **project-defined** (docs/api/carbon.md): options and tooltip as for systemType. */
  filters: { type?: HistoryFilterOptions; systemType: HistoryFilterOptions };
  orders: Array<{ label: string; value: HistoryOrder }>;
}

/** POST /api/solution/{id}/share/ body. */
export interface ShareSolutionRequest {
  emails: string[];
  firstname: string;
  lastname: string;
  senderEmail: string;
}
