/**
 * The fault rules of the development panel, in words: the names of the faults, the description
 * of a rule as the panel lists it, and how a list of rules is applied (to the mock's handlers and
 * to the tab's storage).
 */
import {
  ALL_OPERATIONS,
  MAX_LATENCY_MS,
  setFaults,
  type FaultKind,
  type FaultRule,
} from '@mock/faults';
import { storeFaults } from './mockFaultStorage';

export const FAULT_LABELS: Readonly<Record<FaultKind, string>> = {
  latency: 'Latence (ms)',
  'server-error': 'Erreur 500',
  'network-error': 'Erreur réseau',
  'expired-token': 'Jeton expiré',
};

export const ALL_OPERATIONS_LABEL = 'Toutes les opérations';
export const DEFAULT_LATENCY_MS = 1500;
export const LATENCY_RANGE_MESSAGE = `Indiquez un délai de 0 à ${MAX_LATENCY_MS} millisecondes (${MAX_LATENCY_MS / 1000} secondes).`;

export function describeRule(rule: FaultRule): string {
  const operation = rule.operation === ALL_OPERATIONS ? ALL_OPERATIONS_LABEL : rule.operation;
  const fault =
    rule.kind === 'latency'
      ? `latence de ${rule.ms ?? DEFAULT_LATENCY_MS} ms`
      : FAULT_LABELS[rule.kind];
  return `${operation} : ${fault}`;
}

export function applyRules(rules: FaultRule[]): void {
  setFaults(rules);
  storeFaults(rules);
}
