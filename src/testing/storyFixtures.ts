/** Data shared by the stories: a logged-in user and the session states built on it. */
import type { SessionState } from '@/features/session/sessionSlice';
import type { SessionUser } from '@/features/session/sessionTypes';

export const storyUser: SessionUser = {
  id: 1,
  token: 'story-token',
  email: 'claire.martin@maconnerie-martin.fr',
  firstname: 'Claire',
  lastname: 'Martin',
  company: 'Maçonnerie Martin',
  updatedPassword: true,
};

/** `parameters.session` of a story whose user is logged in. */
export const loggedInSession: Partial<SessionState> = {
  status: 'authenticated',
  user: storyUser,
};
