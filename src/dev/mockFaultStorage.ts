/**
 * The faults chosen in the development panel, kept in sessionStorage so that they survive a reload
 * of the tab (and apply from the app's first request), and forgotten with the tab.
 */
import { parseFaultRules, setFaults, type FaultRule } from '@mock/faults';

export const FAULTS_STORAGE_KEY = 'rupteo.mock-server.faults';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage access can be refused (privacy settings): the rules then last until the reload.
    return undefined;
  }
}

export function readStoredFaults(): FaultRule[] {
  const raw = storage()?.getItem(FAULTS_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed = parseFaultRules(JSON.parse(raw));
    return parsed.ok ? parsed.rules : [];
  } catch {
    return [];
  }
}

export function storeFaults(rules: readonly FaultRule[]): void {
  const target = storage();
  if (!target) return;
  if (rules.length === 0) target.removeItem(FAULTS_STORAGE_KEY);
  else target.setItem(FAULTS_STORAGE_KEY, JSON.stringify(rules));
}

/** Called once the mock worker runs, before the app's first request. */
export function restoreStoredFaults(): void {
  const rules = readStoredFaults();
  if (rules.length > 0) setFaults(rules);
}
