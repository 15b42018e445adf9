import { all } from 'redux-saga/effects';
import { sessionSaga } from '@/features/session/sessionSaga';

/** The one root saga: every feature's watcher starts here. */
export function* rootSaga() {
  yield all([sessionSaga()]);
}
