import { all } from 'redux-saga/effects';
import { accountSaga } from '@/features/account/accountSaga';
import { sessionSaga } from '@/features/session/sessionSaga';

/**
 * The shell's sagas, from the start. Each tool's sagas start when its page loads (see
 * features/featureModule.ts).
 */
export function* rootSaga() {
  yield all([sessionSaga(), accountSaga()]);
}
