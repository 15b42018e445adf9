import { all, call } from 'redux-saga/effects';
import { accountFeature } from '@/features/account/feature';
import { sessionFeature } from '@/features/session/feature';

/**
 * The shell's sagas, from the start. Each tool's sagas start when its page loads (see
 * src/lib/store/featureModule.ts).
 */
export function* rootSaga() {
  yield all([...sessionFeature.sagas, ...accountFeature.sagas].map((saga) => call(saga)));
}
