/** The provider states of the read-only catalogues and of the server's faults (docs/api.md). */
import { CATALOGUE_STATE, PARAM_STATE } from '../../src/api/pact/pactStates';
import { findCatalogueEntry } from '../db/floor/catalogue';
import { rupteurById } from '../db/generalTools/catalogue';
import { mediaFor } from '../db/generalTools/catalogueMedia';
import { historyById } from '../db/generalTools/histories';
import { parseFilterChoices, reportKeyOf, reportRefusal } from '../db/generalTools/library';
import { db, resetDb } from '../db/mockDb';
import { setFaults } from '../faults';
import { idParam, stringParam, type StateSetUps } from './stateSupport';

/**
 * States of the read-only catalogues: nothing to create (every backend has its catalogue), but the
 * state names what the interaction relies on and checks that it holds.
 */
export const catalogueStates = {
  [CATALOGUE_STATE.floor]: () => {
    resetDb();
  },
  [CATALOGUE_STATE.thermal]: () => {
    resetDb();
  },
  [CATALOGUE_STATE.passwordPolicy]: () => {
    resetDb();
  },
  /** A server error (500 `{ success: false, message }`) on the next call of `operation`. */
  [PARAM_STATE.serverError]: (params) => {
    resetDb();
    const operation = stringParam(params, 'operation');
    if (!/^(GET|POST|PUT|DELETE) \/\S*$/.test(operation))
      throw new Error(`Provider state: '${operation}' is not 'METHOD /path'.`);
    setFaults([{ operation, kind: 'server-error', times: 1 }]);
  },
  [PARAM_STATE.floorSolution]: (params) => {
    resetDb();
    const key = params?.slug ?? idParam(params, 'id');
    if (!findCatalogueEntry(key))
      throw new Error(`Provider state: the floor catalogue has no solution '${String(key)}'.`);
  },
  [PARAM_STATE.noFloorSolution]: (params) => {
    resetDb();
    const slug = stringParam(params, 'slug');
    if (findCatalogueEntry(slug))
      throw new Error(`Provider state: the floor catalogue has a solution '${slug}'.`);
  },
  [PARAM_STATE.rupteur]: (params) => {
    resetDb();
    const id = idParam(params, 'id');
    if (!rupteurById(id)) throw new Error(`Provider state: the catalogue has no rupteur ${id}.`);
  },
  [PARAM_STATE.noRupteur]: (params) => {
    resetDb();
    const id = idParam(params, 'id');
    if (rupteurById(id)) throw new Error(`Provider state: the catalogue has a rupteur ${id}.`);
  },
  [PARAM_STATE.picture]: (params) => {
    resetDb();
    const name = stringParam(params, 'name');
    if (!mediaFor(name)) throw new Error(`Provider state: no picture '${name}'.`);
  },
  [PARAM_STATE.noPicture]: (params) => {
    resetDb();
    const name = stringParam(params, 'name');
    if (mediaFor(name)) throw new Error(`Provider state: there is a picture '${name}'.`);
  },
  /**
   * The path of the PDF report of the PSI library for `filterChoices` (`{ filterId: [valueIds] }`),
   * as get-rapport-link gives it (its key is the server's encoding of the choices): `reportPath`.
   */
  [PARAM_STATE.libraryReport]: (params) => {
    resetDb();
    const choices = parseFilterChoices(params?.filterChoices);
    if (choices.size === 0 || reportRefusal(choices))
      throw new Error('Provider state: these choices make no PSI library report.');
    return { reportPath: `/api/filters/bibliotheque/rapport/${reportKeyOf(choices)}.pdf` };
  },
  [PARAM_STATE.noHistory]: (params) => {
    resetDb();
    const id = idParam(params, 'id');
    if (historyById(id)) throw new Error(`Provider state: history ${id} exists.`);
  },
  [PARAM_STATE.noFloorSimulation]: (params) => {
    resetDb();
    const id = idParam(params, 'id');
    db.floorSimulations.delete(id);
  },
} satisfies StateSetUps;
