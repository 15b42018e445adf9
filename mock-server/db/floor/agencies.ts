/**
 * The design offices (agences) of the floor projects: the same agencies as the carbon simulator's,
 * chosen from the department of the site's zip code (mock-server/db/carbon/departments.ts keeps
 * the departments and the agencies of both tools). Contact e-mails go to the agency's first
 * address (spec 002 §9).
 */
import type { FloorAgency } from '../../../src/api/floorTypes';
import { agencyOf, departmentOf as departmentOfZip } from '../carbon/departments';

/** The department code of a 5-digit zip code ('69003' -> '69', '97400' -> '974'); undefined otherwise. */
export function departmentOf(zipCode: string): string | undefined {
  return departmentOfZip(zipCode)?.code;
}

export function agencyFor(zipCode: string | undefined): FloorAgency {
  const agency = agencyOf(zipCode ?? '');
  return { libelle: agency.libelle, emails: [...agency.emails], phone: agency.phone };
}
