/** The provider states of the read-only catalogues and of the server's faults (docs/api.md). */
import { findCatalogueEntry } from '../db/floor/catalogue';
import { rupteurById } from '../db/generalTools/catalogue';
import { mediaFor } from '../db/generalTools/catalogueMedia';
import { historyById } from '../db/generalTools/histories';
import { parseFilterChoices, reportKeyOf, reportRefusal } from '../db/generalTools/library';
import { db, resetDb } from '../db/mockDb';
import { setFaults } from '../faults';
import { idParam, stringParam, type ProviderState } from './stateSupport';

/**
 * States of the read-only catalogues: nothing to create (every backend has its catalogue), but the
 * state names what the interaction relies on and checks that it holds.
 */
export const catalogueStates: Record<string, ProviderState> = {
  'the floor catalogue': () => {
    resetDb();
  },
  'the thermal-break and environmental catalogue': () => {
    resetDb();
  },
  'the password policy': () => {
    resetDb();
  },
  /** A server error (500 `{ success: false, message }`) on the next call of `operation`. */
  'the server fails on this operation': (params) => {
    resetDb();
    const operation = stringParam(params, 'operation');
    if (!/^(GET|POST|PUT|DELETE) \/\S*$/.test(operation))
      throw new Error(`Provider state: '${operation}' is not 'METHOD /path'.`);
    setFaults([{ operation, kind: 'server-error', times: 1 }]);
  },
  'a floor solution in the catalogue': (params) => {
    resetDb();
    const key = params?.slug ?? idParam(params, 'id');
    if (!findCatalogueEntry(key))
      throw new Error(`Provider state: the floor catalogue has no solution '${String(key)}'.`);
  },
  'no floor solution has this slug': (params) => {
    resetDb();
    const slug = stringParam(params, 'slug');
    if (findCatalogueEntry(slug))
      throw new Error(`Provider state: the floor catalogue has a solution '${slug}'.`);
  },
  'a rupteur with this id': (params) => {
    resetDb();
    const id = idParam(params, 'id');
    if (!rupteurById(id)) throw new Error(`Provider state: the catalogue has no rupteur ${id}.`);
  },
  'no rupteur has this id': (params) => {
    resetDb();
    const id = idParam(params, 'id');
    if (rupteurById(id)) throw new Error(`Provider state: the catalogue has a rupteur ${id}.`);
  },
  'a picture with this name': (params) => {
    resetDb();
    const name = stringParam(params, 'name');
    if (!mediaFor(name)) throw new Error(`Provider state: no picture '${name}'.`);
  },
  'no picture has this name': (params) => {
    resetDb();
    const name = stringParam(params, 'name');
    if (mediaFor(name)) throw new Error(`Provider state: there is a picture '${name}'.`);
  },
  /**
   * The path of the PDF report of the PSI library for `filterChoices` (`{ filterId: [valueIds] }`),
   * as get-rapport-link gives it (its key is the server's encoding of the choices): `reportPath`.
   */
  'the PSI library report of these choices': (params) => {
    resetDb();
    const choices = parseFilterChoices(params?.filterChoices);
    if (choices.size === 0 || reportRefusal(choices))
      throw new Error('Provider state: these choices make no PSI library report.');
    return { reportPath: `/api/filters/bibliotheque/rapport/${reportKeyOf(choices)}.pdf` };
  },
  'no history has this id': (params) => {
    resetDb();
    const id = idParam(params, 'id');
    if (historyById(id)) throw new Error(`Provider state: history ${id} exists.`);
  },
  'no floor simulation has this id': (params) => {
    resetDb();
    const id = idParam(params, 'id');
    db.floorSimulations.delete(id);
  },
};
