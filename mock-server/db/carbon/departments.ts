/**
 * French departments from a postal code: the department's name, its seismic zone (the zone of its
 * prefecture in the 2011 French seismic zoning, a simplification: some departments span several
 * zones) and the design-office agency that covers it.
 */
import type { Agency } from '../../../src/api/carbonTypes';

export type SeismicZone = 1 | 2 | 3 | 4 | 5;

export interface Department {
  code: string;
  name: string;
  seismicZone: SeismicZone;
}

/** Code: [name, seismic zone]. */
const DEPARTMENTS: Record<string, [string, SeismicZone]> = {
  '01': ['Ain', 3],
  '02': ['Aisne', 1],
  '03': ['Allier', 2],
  '04': ['Alpes-de-Haute-Provence', 4],
  '05': ['Hautes-Alpes', 4],
  '06': ['Alpes-Maritimes', 4],
  '07': ['Ardèche', 3],
  '08': ['Ardennes', 1],
  '09': ['Ariège', 4],
  '10': ['Aube', 1],
  '11': ['Aude', 2],
  '12': ['Aveyron', 1],
  '13': ['Bouches-du-Rhône', 2],
  '14': ['Calvados', 2],
  '15': ['Cantal', 2],
  '16': ['Charente', 3],
  '17': ['Charente-Maritime', 3],
  '18': ['Cher', 2],
  '19': ['Corrèze', 2],
  '2A': ['Corse-du-Sud', 1],
  '2B': ['Haute-Corse', 1],
  '21': ['Côte-d’Or', 2],
  '22': ['Côtes-d’Armor', 2],
  '23': ['Creuse', 2],
  '24': ['Dordogne', 2],
  '25': ['Doubs', 3],
  '26': ['Drôme', 3],
  '27': ['Eure', 1],
  '28': ['Eure-et-Loir', 1],
  '29': ['Finistère', 2],
  '30': ['Gard', 2],
  '31': ['Haute-Garonne', 1],
  '32': ['Gers', 1],
  '33': ['Gironde', 2],
  '34': ['Hérault', 2],
  '35': ['Ille-et-Vilaine', 2],
  '36': ['Indre', 2],
  '37': ['Indre-et-Loire', 2],
  '38': ['Isère', 4],
  '39': ['Jura', 3],
  '40': ['Landes', 2],
  '41': ['Loir-et-Cher', 2],
  '42': ['Loire', 2],
  '43': ['Haute-Loire', 2],
  '44': ['Loire-Atlantique', 3],
  '45': ['Loiret', 1],
  '46': ['Lot', 1],
  '47': ['Lot-et-Garonne', 1],
  '48': ['Lozère', 2],
  '49': ['Maine-et-Loire', 3],
  '50': ['Manche', 2],
  '51': ['Marne', 1],
  '52': ['Haute-Marne', 1],
  '53': ['Mayenne', 2],
  '54': ['Meurthe-et-Moselle', 1],
  '55': ['Meuse', 1],
  '56': ['Morbihan', 2],
  '57': ['Moselle', 1],
  '58': ['Nièvre', 1],
  '59': ['Nord', 2],
  '60': ['Oise', 1],
  '61': ['Orne', 2],
  '62': ['Pas-de-Calais', 2],
  '63': ['Puy-de-Dôme', 3],
  '64': ['Pyrénées-Atlantiques', 4],
  '65': ['Hautes-Pyrénées', 4],
  '66': ['Pyrénées-Orientales', 3],
  '67': ['Bas-Rhin', 3],
  '68': ['Haut-Rhin', 3],
  '69': ['Rhône', 2],
  '70': ['Haute-Saône', 3],
  '71': ['Saône-et-Loire', 2],
  '72': ['Sarthe', 2],
  '73': ['Savoie', 4],
  '74': ['Haute-Savoie', 4],
  '75': ['Paris', 1],
  '76': ['Seine-Maritime', 1],
  '77': ['Seine-et-Marne', 1],
  '78': ['Yvelines', 1],
  '79': ['Deux-Sèvres', 3],
  '80': ['Somme', 1],
  '81': ['Tarn', 1],
  '82': ['Tarn-et-Garonne', 1],
  '83': ['Var', 2],
  '84': ['Vaucluse', 3],
  '85': ['Vendée', 3],
  '86': ['Vienne', 3],
  '87': ['Haute-Vienne', 2],
  '88': ['Vosges', 3],
  '89': ['Yonne', 1],
  '90': ['Territoire de Belfort', 3],
  '91': ['Essonne', 1],
  '92': ['Hauts-de-Seine', 1],
  '93': ['Seine-Saint-Denis', 1],
  '94': ['Val-de-Marne', 1],
  '95': ['Val-d’Oise', 1],
  '971': ['Guadeloupe', 5],
  '972': ['Martinique', 5],
  '973': ['Guyane', 1],
  '974': ['La Réunion', 2],
  '976': ['Mayotte', 3],
};

/** The department of a 5-digit postal code; undefined for a malformed or unknown code. */
export function departmentOf(zipCode: unknown): Department | undefined {
  if (typeof zipCode !== 'string' || !/^\d{5}$/.test(zipCode)) return undefined;
  let code = zipCode.slice(0, 2);
  if (code === '97') code = zipCode.slice(0, 3);
  // Corsica: 200xx and 201xx are Corse-du-Sud, 202xx and 206xx Haute-Corse.
  else if (code === '20') code = Number(zipCode) < 20200 ? '2A' : '2B';
  const entry = DEPARTMENTS[code];
  return entry ? { code, name: entry[0], seismicZone: entry[1] } : undefined;
}

interface AgencyArea extends Agency {
  departments: readonly string[];
}

const AGENCIES: readonly AgencyArea[] = [
  {
    libelle: 'Bureau d’études Auvergne-Rhône-Alpes (Lyon)',
    emails: ['be.lyon@rupteo.fr', 'commercial.lyon@rupteo.fr'],
    phone: '04 72 83 40 10',
    departments: ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'],
  },
  {
    libelle: 'Bureau d’études Grand Ouest (Nantes)',
    emails: ['be.nantes@rupteo.fr', 'commercial.nantes@rupteo.fr'],
    phone: '02 40 35 62 80',
    departments: ['14', '22', '29', '35', '44', '49', '50', '53', '56', '61', '72', '85'],
  },
  {
    libelle: 'Bureau d’études Nouvelle-Aquitaine (Bordeaux)',
    emails: ['be.bordeaux@rupteo.fr'],
    phone: '05 56 47 21 90',
    departments: ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'],
  },
  {
    libelle: 'Bureau d’études Occitanie (Toulouse)',
    emails: ['be.toulouse@rupteo.fr'],
    phone: '05 61 72 38 45',
    departments: ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82'],
  },
  {
    libelle: 'Bureau d’études Provence-Méditerranée (Aix-en-Provence)',
    emails: ['be.aix@rupteo.fr'],
    phone: '04 42 91 16 70',
    departments: ['04', '05', '06', '13', '2A', '2B', '83', '84'],
  },
  {
    libelle: 'Bureau d’études Île-de-France et Centre (Paris)',
    emails: ['be.paris@rupteo.fr', 'commercial.paris@rupteo.fr'],
    phone: '01 46 08 52 30',
    departments: [
      '18',
      '27',
      '28',
      '36',
      '37',
      '41',
      '45',
      '75',
      '76',
      '77',
      '78',
      '91',
      '92',
      '93',
      '94',
      '95',
    ],
  },
  {
    libelle: 'Bureau d’études Outre-mer (Baie-Mahault)',
    emails: ['be.outremer@rupteo.fr'],
    phone: '05 90 26 71 40',
    departments: ['971', '972', '973', '974', '976'],
  },
];

/** Every other department of mainland France. */
const NORTH_EAST: Agency = {
  libelle: 'Bureau d’études Grand Est et Nord (Metz)',
  emails: ['be.metz@rupteo.fr'],
  phone: '03 87 55 19 60',
};

export function agencyOf(zipCode: unknown): Agency {
  const code = departmentOf(zipCode)?.code;
  const area = AGENCIES.find((agency) => code && agency.departments.includes(code));
  if (!area) return { ...NORTH_EAST, emails: [...NORTH_EAST.emails] };
  return { libelle: area.libelle, emails: [...area.emails], phone: area.phone };
}
