/** Provider states of the generalTools operations (the state tables of docs/api/catalogue.md and docs/api/thermalHistory.md). */
import { HISTORY_STATE, PARAM_STATE, THERMO_HISTORY_STATE } from '../../src/api/pact/pactStates';
import { registerDevice, resetDb, tieDeviceToUser } from '../db/mockDb';
import { matchingRupteurs } from '../db/generalTools/catalogueMatching';
import { historyById, SEED_HISTORY_IDS, updateHistory } from '../db/generalTools/histories';
import { reportKeyOf } from '../db/generalTools/historiesReport';
import { restoreSeedAccount, restoreSeedVisitorHistory } from '../db/seedAccounts';
import { stateToken, validUserToken, type StateSetUps } from './stateSupport';

// ---- Histories and environmental data (docs/api/thermalHistory.md) ------------------------------

/** User 1 with the seed's histories (and user 2 with theirs); user 1's token `usr.pact-valid`. */
function historyUsers() {
  restoreSeedAccount(1);
  restoreSeedAccount(2);
  return validUserToken(1);
}

/** The device that made the seed's visitor history 1501. */
const VISITOR_DEVICE = {
  uuid: '3b9e4c1a-8f2d-4e7b-a6c5-1d0f9e8b7a62',
  browser: 'Safari',
  browserVersion: '18.1',
  os: 'macOS',
};

const historyStates = {
  /**
   * History 1501 of a visitor's device from which user 1 never logged in: user 1 (token) may not
   * claim it.
   */
  [HISTORY_STATE.otherDevicesHistory]: () => {
    resetDb();
    restoreSeedVisitorHistory(SEED_HISTORY_IDS.anonymousThermal);
    registerDevice({ ...VISITOR_DEVICE }, stateToken('device'));
    return historyUsers();
  },
  /** The seed gives user 1 the saved histories 1001 to 1014 and the unsaved 1015 and 1016. */
  [HISTORY_STATE.histories]: () => {
    resetDb();
    return historyUsers();
  },
  /**
   * As the state above; its value `reportPath` is the path of the PDF report of user 1's history
   * `id` (the link get-rapport-link gives: its key is computed with the server's secret).
   */
  [PARAM_STATE.historyReport]: async (params) => {
    resetDb();
    const values = historyUsers();
    const id = Number(params?.id);
    if (!Number.isInteger(id) || historyById(id)?.customerId !== 1)
      throw new Error(`Provider state: user 1 has no history ${String(params?.id)}.`);
    return { ...values, reportPath: `/api/history/rapport/${id}/${await reportKeyOf(id)}.pdf` };
  },
  /**
   * The seed's history 1501 has no owner; the visitor's device and user 1, who logged in from it, may
   * both use it.
   */
  [HISTORY_STATE.visitorsHistory]: () => {
    resetDb();
    restoreSeedVisitorHistory(SEED_HISTORY_IDS.anonymousThermal);
    const deviceToken = stateToken('device');
    registerDevice(
      {
        uuid: '3b9e4c1a-8f2d-4e7b-a6c5-1d0f9e8b7a62',
        browser: 'Safari',
        browserVersion: '18.1',
        os: 'macOS',
      },
      deviceToken,
    );
    const users = historyUsers();
    // User 1 logged in from that device: the history is theirs to claim.
    tieDeviceToUser(deviceToken, 1);
    return { ...users, deviceToken };
  },
} satisfies StateSetUps;

// ---- Thermal-break catalogue (docs/api/catalogue.md) --------------------------------------------

/** House, intermediate floor, pre-slabs, façade, concrete wall, ITI, 16 to 20 cm, REI 30. */
export const PACT_THERMO_PRE_SLAB_ANSWERS = [211, 223, 232, 241, 251, 261, 271, 281];

const catalogueStates = {
  /** History 1501 (a visitor's) becomes the thermo-pre-slab's result on an intermediate floor. */
  [THERMO_HISTORY_STATE]: () => {
    resetDb();
    restoreSeedVisitorHistory(SEED_HISTORY_IDS.anonymousThermal);
    const match = matchingRupteurs(PACT_THERMO_PRE_SLAB_ANSWERS)[0]!;
    updateHistory(SEED_HISTORY_IDS.anonymousThermal, {
      rupteurId: match.rupteur.id,
      filterValueIds: [...PACT_THERMO_PRE_SLAB_ANSWERS],
      refineValueIds: [],
      psiValueId: match.psiValues[0]!.id,
    });
    const deviceToken = stateToken('device');
    registerDevice(
      {
        uuid: '9c4d2e7f-1a3b-4c5d-8e6f-7a8b9c0d1e2f',
        browser: 'Firefox',
        browserVersion: '132.0',
        os: 'Windows',
      },
      deviceToken,
    );
    return { deviceToken };
  },
} satisfies StateSetUps;

export const generalToolStates = {
  ...historyStates,
  ...catalogueStates,
} satisfies StateSetUps;
