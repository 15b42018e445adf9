/**
 * What the contract tests of the general site's saved simulations share (docs/api/thermalHistory.md):
 * provider states, seeded answers, the report key and the shapes of a history.
 */
import { createHmac } from 'node:crypto';
import { MatchersV3 } from '@pact-foundation/pact';
import { isoDateTime, mediaAddress } from './pactHarness';

const { eachLike, integer, like, number, regex, string } = MatchersV3;

/** The provider states of docs/api/thermalHistory.md (named in pactStates.ts, with every state). */
export { HISTORY_STATE } from './pactStates';

/** House, floor over a sanitary void, joists and blocks, façade, concrete blocks, ITI, 16-20 cm, REI 30. */
export const HOUSE_ANSWERS = [211, 221, 231, 241, 252, 261, 271, 281];
/** The refine values of history 1501 (the thermo-pre-slab on an intermediate floor). */
export const THERMO_PRE_SLAB_REFINE = [291, 301, 361];
export const NOT_FOUND = { success: false, message: string('Cette simulation est introuvable.') };

/**
 * The key of a report link in the examples: HMAC-SHA256 of `{id}.rapport.0` with the mock's
 * secret, 32 hex. The pact takes the served link's path from the provider state.
 */
export function reportKey(id: number): string {
  return createHmac('sha256', 'mock-server-secret')
    .update(`${id}.rapport.0`)
    .digest('hex')
    .slice(0, 32);
}

export const PSI_VALUE = {
  id: integer(10021),
  psiMoyen: number(0.21),
  psiAbout: number(0.22),
  psiRive: number(0.19),
  psiRt: number(0.25),
  psiRnt: number(0.87),
  image: like({ url: mediaAddress('/media/download/schema-poutrelles-facade') }),
  urlRefSite: string('https://www.rupteo.fr/references/maison-individuelle-saint-herblain'),
  psi_moyen: number(0.21),
  psi_about: number(0.22),
  psi_rive: number(0.19),
  psi_rt: number(0.25),
  psi_rnt: number(0.87),
};

export const FILTER_VALUE = {
  id: integer(221),
  filter: string('Type de plancher'),
  value: string('Plancher bas sur vide sanitaire'),
  filter_name: string('Type de plancher'),
  filter_section: string('psi'),
  filter_id: integer(22),
};

export const FILTER = {
  id: integer(22),
  name: string('Type de plancher'),
  filter_section: string('psi'),
  filter_column: string('type_plancher'),
  importColumn: integer(2),
  filterValues: eachLike({
    id: integer(221),
    value: string('Plancher bas sur vide sanitaire'),
    filter_name: string('Type de plancher'),
    filter_section: string('psi'),
    selected: MatchersV3.boolean(true),
  }),
};

export const RUPTEUR = {
  id: integer(503),
  uuid: string('3'),
  name: string('Rupteur Poutrelle RP ITI'),
  visual: string('rupteur-poutrelle-rp-iti'),
  image: {
    url: mediaAddress('/media/download/rupteur-poutrelle-rp-iti'),
    urlThumb: mediaAddress('/media/download/rupteur-poutrelle-rp-iti?format=thumb'),
  },
  urlProduct: string('https://www.rupteo.fr/produits/rupteur-poutrelle-rp-iti'),
  psiValues: eachLike(PSI_VALUE),
};

/** The fields every history has. */
export const HISTORY_BASE = {
  id: integer(1001),
  createdAt: isoDateTime('2026-10-20T14:31:00.000Z'),
  created_at: isoDateTime('2026-10-20T14:31:00.000Z'),
  dataType: regex(/^(rup|pou|pre|mur)$/, 'rup'),
  filterValues: eachLike({ ...FILTER_VALUE, psi_value_id: null }),
  filters: eachLike(FILTER),
};

/** A thermal history before refining. */
export function thermalHistory(fields: Record<string, unknown>) {
  return {
    ...HISTORY_BASE,
    dataType: 'rup',
    refineValues: [],
    rupteur: RUPTEUR,
    psiValue: PSI_VALUE,
    psi_value: eachLike(PSI_VALUE),
    fdes: [],
    poutrelle: null,
    predalle: null,
    premur: null,
    envPoutrelle: null,
    envPredalle: null,
    envMur: null,
    ...fields,
  };
}

export const ENV_RESULT = {
  id: integer(2019),
  name: string('Prédalle précontrainte 5 + 20, portée jusqu’à 5 m'),
  dataType: 'pre',
  systemName: 'Prédalles et thermoprédalles',
  typeDePoutrelle: null,
  litrageBeton: number(200),
  uniteLitrageBeton: 'L/m²',
  ratioKilotageArmatures: number(2),
  uniteRatioKilotageArmatures: 'kg/m²',
  litrageBetonSupplementaire: number(6),
  uniteLitrageBetonSupplementaire: 'L/m²',
  ratioKilotage: number(6.9),
  uniteRatioKilotage: 'kg/m²',
};
export const FDES = eachLike({
  number: regex(/^\d{2}-\d{3}:\d{4}$/, '17-448:2023'),
  title: string('Prédalle précontrainte en béton pour plancher de grande portée'),
});
