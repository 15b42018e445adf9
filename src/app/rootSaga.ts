import { all } from 'redux-saga/effects';
import { accountSaga } from '@/features/account/accountSaga';
import { clusterSaga } from '@/features/carbon-simulator/cluster/clusterSagas';
import { carbonSimulatorSaga } from '@/features/carbon-simulator/simulatorSagas';
import { environmentalDataSaga } from '@/features/environmental-data/environmentalDataSagas';
import { floorConfiguratorSaga } from '@/features/floor-configurator/floorConfiguratorSagas';
import { solutionsSaga } from '@/features/floor-configurator/solutions/solutionsSagas';
import { historySaga } from '@/features/history/historySagas';
import { personalSpaceSaga } from '@/features/history/personalSpaceSaga';
import { thermalHistorySaga } from '@/features/history/thermalHistorySagas';
import { librarySaga } from '@/features/psi-library/librarySagas';
import { finderSaga } from '@/features/rupteur-finder/finderSagas';
import { rupteurResultSaga } from '@/features/rupteur-result/resultSagas';
import { sessionSaga } from '@/features/session/sessionSaga';

/** The one root saga: every feature's watcher starts here. */
export function* rootSaga() {
  yield all([
    sessionSaga(),
    historySaga(),
    thermalHistorySaga(),
    personalSpaceSaga(),
    accountSaga(),
    librarySaga(),
    environmentalDataSaga(),
    finderSaga(),
    rupteurResultSaga(),
    floorConfiguratorSaga(),
    solutionsSaga(),
    clusterSaga(),
    carbonSimulatorSaga(),
  ]);
}
