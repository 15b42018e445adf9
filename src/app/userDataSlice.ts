/**
 * How many times the user's state was reset (src/app/userState.ts): the page under the shell is
 * drawn again from its start and the tools' sagas start again at each one.
 */
import { createSlice } from '@reduxjs/toolkit';

/** What changed the identity: a logout, an expired session, another user's login. */
export type IdentityChange = 'loggedOut' | 'expired' | 'otherUser';

export interface UserDataState {
  resets: number;
  /** The cause of the last reset; none yet. */
  cause: IdentityChange | null;
}

export const userDataSlice = createSlice({
  name: 'userData',
  initialState: { resets: 0, cause: null } as UserDataState,
  reducers: {},
  selectors: {
    selectUserDataResets: (state) => state.resets,
    selectLastIdentityChange: (state) => state.cause,
  },
});

export const { selectUserDataResets, selectLastIdentityChange } = userDataSlice.selectors;
