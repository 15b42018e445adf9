/**
 * What the contract tests of the general site's thermal-break catalogue share (docs/api/catalogue.md):
 * the provider state, the seeded answers and the shapes of filters, PSI figures and rupteurs.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { mediaAddress } from './pactHarness';

const {
  boolean,

  eachLike,
  integer,
  like,
  nullValue,
  number,

  string,
} = MatchersV3;

/** The provider state of this contract (docs/api/catalogue.md; named in pactStates.ts). */
export { THERMO_HISTORY_STATE } from './pactStates';
export const THERMO_HISTORY_ID = 1501;

export const FILTER_VALUE = {
  id: integer(223),
  value: string('Plancher intermédiaire'),
  filter_name: string('Type de plancher'),
  filter_section: string('psi'),
  selected: boolean(false),
};

export const FILTER = {
  id: integer(22),
  name: string('Type de plancher'),
  question: string('Quel plancher voulez-vous traiter ?'),
  filter_section: string('psi'),
  filter_column: string('type_plancher'),
  importColumn: integer(2),
  bg_image: like({ url: mediaAddress('/media/download/fond-type-plancher') }),
  filterValues: eachLike(FILTER_VALUE),
};

/** A refine filter: no background picture. */
export const REFINE_FILTER = {
  ...FILTER,
  id: integer(29),
  name: string("Épaisseur de l'isolant"),
  importColumn: integer(9),
  bg_image: nullValue(),
};

export const PSI_VALUE = {
  id: integer(10200),
  psiMoyen: number(0.138),
  psiAbout: number(0.15),
  psiRive: number(0.12),
  psiRt: number(0.173),
  psiRnt: number(0.991),
  image: like({ url: mediaAddress('/media/download/schema-predalles-facade') }),
  urlRefSite: string('https://www.rupteo.fr/references/groupe-scolaire-jules-ferry-angers'),
};

export const IMAGE = {
  url: mediaAddress('/media/download/rupteur-thermopredalle-tpr'),
  urlThumb: mediaAddress('/media/download/rupteur-thermopredalle-tpr?format=thumb'),
};

export const RUPTEUR = {
  id: integer(501),
  uuid: string('1'),
  name: string('ThermoPrédalle TPR à rupteur intégré'),
  visual: string('rupteur-thermopredalle-tpr'),
  image: IMAGE,
  urlProduct: string('https://www.rupteo.fr/produits/thermopredalle-tpr'),
  certification1: string('Avis_Technique_3.3-21-1045_ThermoPredalle_TPR.pdf'),
  certification2: string('https://www.rupteo.fr/documents/certificat-acermi-tpr.pdf'),
  psiValues: eachLike(PSI_VALUE),
};

/** The balcony rupteur: no rive, no inner-wall junction, one certificate. */
export const BALCONY_RUPTEUR = {
  ...RUPTEUR,
  id: 510,
  uuid: '10',
  name: string('Rupteur de balcon RBA inox porteur'),
  visual: string('rupteur-balcon-rba'),
  image: {
    url: mediaAddress('/media/download/rupteur-balcon-rba'),
    urlThumb: mediaAddress('/media/download/rupteur-balcon-rba?format=thumb'),
  },
  urlProduct: string('https://www.rupteo.fr/produits/rupteur-balcon-rba'),
  certification1: string('ETE-19-0781_RBA_inox.pdf'),
  certification2: nullValue(),
  psiValues: eachLike({
    ...PSI_VALUE,
    psiMoyen: number(0.24),
    psiAbout: number(0.24),
    psiRive: nullValue(),
    psiRt: nullValue(),
    psiRnt: nullValue(),
    image: like({ url: mediaAddress('/media/download/schema-dalle-pleine-balcon') }),
  }),
};

export const messageBody = (message: string) => ({ success: false, message: string(message) });

/** House, intermediate floor, pre-slabs, façade, concrete wall, ITI, 16 to 20 cm, REI 30. */
export const THERMO_ANSWERS = [211, 223, 232, 241, 251, 261, 271, 281];
