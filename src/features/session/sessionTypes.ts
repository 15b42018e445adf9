/** The logged-in user as the app keeps it, whatever the site. */
export interface SessionUser {
  id: number;
  token: string;
  /** Floor and carbon sites receive one at login. */
  refreshToken?: string;
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  /** General site: false until the user has chosen a new password after the first login. */
  updatedPassword: boolean;
}
