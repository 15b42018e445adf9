/** Provider states of the generalTools operations (the state tables of docs/api/catalogue.md and docs/api/thermalHistory.md). */
import {
  registerDevice,
  registerToken,
  REMEMBERED_TOKEN_LIFETIME_MS,
  resetDb,
  tieDeviceToUser,
} from '../db/mockDb';
import { matchingRupteurs } from '../db/generalTools/catalogue';
import { SEED_HISTORY_IDS, updateHistory } from '../db/generalTools/histories';

// ---- Histories and environmental data (docs/api/thermalHistory.md) ------------------------------

/** The token of user 1 that the history states set up (as `usr.pact-valid` of docs/api.md). */
function historyUserToken(userId = 1): void {
  registerToken('usr.pact-valid', { kind: 'user', userId }, REMEMBERED_TOKEN_LIFETIME_MS);
}

const historyStates: Record<string, () => void | Promise<void>> = {
  /** The seed gives user 1 the saved histories 1001 to 1014 and the unsaved 1015 and 1016. */
  'user 1 has thermal and environmental histories': () => {
    resetDb();
    historyUserToken();
  },
  /** The seed gives user 2 the saved history 1901. */
  'another user owns history 1901': () => {
    resetDb();
    historyUserToken();
  },
  /** The seed's history 1501 has no owner; the visitor's device and user 1 may both use it. */
  "a visitor's thermal history 1501": () => {
    resetDb();
    registerDevice(
      {
        uuid: '3b9e4c1a-8f2d-4e7b-a6c5-1d0f9e8b7a62',
        browser: 'Safari',
        browserVersion: '18.1',
        os: 'macOS',
      },
      'dev.pact-device',
    );
    historyUserToken();
    // User 1 logged in from that device: the history is theirs to claim.
    tieDeviceToUser('dev.pact-device', 1);
  },
};

// ---- Thermal-break catalogue (docs/api/catalogue.md) --------------------------------------------

/** House, intermediate floor, pre-slabs, façade, concrete wall, ITI, 16 to 20 cm, REI 30. */
export const PACT_THERMO_PRE_SLAB_ANSWERS = [211, 223, 232, 241, 251, 261, 271, 281];

const catalogueStates: Record<string, () => void | Promise<void>> = {
  /** History 1501 (a visitor's) becomes the thermo-pre-slab's result on an intermediate floor. */
  'history 1501 is a thermo-pre-slab result on an intermediate floor': () => {
    resetDb();
    const match = matchingRupteurs(PACT_THERMO_PRE_SLAB_ANSWERS)[0]!;
    updateHistory(SEED_HISTORY_IDS.anonymousThermal, {
      rupteurId: match.rupteur.id,
      filterValueIds: [...PACT_THERMO_PRE_SLAB_ANSWERS],
      refineValueIds: [],
      psiValueId: match.psiValues[0]!.id,
    });
    registerDevice(
      {
        uuid: '9c4d2e7f-1a3b-4c5d-8e6f-7a8b9c0d1e2f',
        browser: 'Firefox',
        browserVersion: '132.0',
        os: 'Windows',
      },
      'dev.pact-device',
    );
  },
};

export const generalToolStates: Record<string, () => void | Promise<void>> = {
  ...historyStates,
  ...catalogueStates,
};
