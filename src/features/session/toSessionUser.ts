/** Maps the users of the login answers to the one shape the app keeps. */
import type { AccountUser, GeneralUser } from '@/api/types';
import type { SessionUser } from './sessionTypes';

export function fromGeneralUser(user: GeneralUser): SessionUser {
  return {
    id: user.id,
    token: user.token,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    company: user.company,
    updatedPassword: user.updated_password,
  };
}

export function fromAccountUser(
  user: AccountUser,
  token: string,
  refreshToken?: string,
): SessionUser {
  return {
    id: user.id,
    token,
    ...(refreshToken ? { refreshToken } : {}),
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    company: user.company,
    updatedPassword: true,
  };
}
