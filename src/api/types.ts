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
