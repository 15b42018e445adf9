/**
 * Fault injection for people and tests: latency, a 500, a network error or an expired token, on one
 * operation ('GET /api/user/') or on all ('*').
 *
 * - Tests: `setFaults([...])` / `clearFaults()`.
 * - Any request, handy with the standalone server and curl: header `x-mock-fault: 500` (or
 *   `latency=800`, `network`, `expired-token`), or query parameter `__fault=500`.
 * - The standalone server: `POST /__mock/faults` with a `FaultRule` list, sent as
 *   `application/json` only (see server.ts).
 *
 * An injected latency lasts at most `MAX_LATENCY_MS` (60 s): a request's header or query, or a rule,
 * asking for more (or for something that is not a fault) is refused with a 400 and a French message,
 * so that nobody ties the server up for longer.
 * - The app's development panel: it calls `setFaults` in the page, where the worker's handlers run.
 */
import { delay, HttpResponse } from 'msw';
import { expireToken } from './db/mockDb';

export const FAULT_KINDS = ['latency', 'server-error', 'network-error', 'expired-token'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The longest injected latency, in milliseconds. */
export const MAX_LATENCY_MS = 60_000;

/** A latency in milliseconds between 0 and MAX_LATENCY_MS; `fallback` when it is not a number. */
export function cappedLatency(value: unknown, fallback = 1000): number {
  const ms = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(ms)) return fallback;
  return Math.min(MAX_LATENCY_MS, Math.max(0, ms));
}

/** The operation of a rule that applies to every request. */
export const ALL_OPERATIONS = '*';

export interface FaultRule {
  /** 'METHOD /path/{param}/' as in the API inventory, or '*' for every operation. */
  operation: string;
  kind: FaultKind;
  /** Latency in milliseconds (kind 'latency'). */
  ms?: number;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
}

let rules: FaultRule[] = [];
const listeners = new Set<(rules: readonly FaultRule[]) => void>();

export function setFaults(next: FaultRule[]): void {
  rules = next.map((rule) => ({ ...rule }));
  listeners.forEach((listener) => listener(rules));
}

export function clearFaults(): void {
  setFaults([]);
}

export function currentFaults(): readonly FaultRule[] {
  return rules;
}

export function onFaultsChange(listener: (rules: readonly FaultRule[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A fault asked for by a request or a rule list: the rules, or why they are refused (in French). */
export type ParsedFault<T> = ({ ok: true } & T) | { ok: false; message: string };

const LATENCY_REFUSED = `La latence doit être un nombre de millisecondes entre 0 et ${MAX_LATENCY_MS} (${MAX_LATENCY_MS / 1000} s).`;

/** A latency asked for in milliseconds: a number between 0 and MAX_LATENCY_MS, else refused. */
function latencyOf(value: unknown): number | undefined {
  const ms =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : NaN;
  return Number.isFinite(ms) && ms >= 0 && ms <= MAX_LATENCY_MS ? ms : undefined;
}

/**
 * Reads a fault asked for by the request itself ('x-mock-fault' header or '__fault' query):
 * undefined when none is asked, refused (400) when the value is not a fault or its latency is out
 * of bounds.
 */
export function parseFault(
  value: string | null | undefined,
  operation: string,
): ParsedFault<{ rule: FaultRule }> | undefined {
  if (!value) return undefined;
  const [name = '', argument] = value.trim().toLowerCase().split('=');
  const rule = (kind: FaultKind, ms?: number) => ({
    ok: true as const,
    rule: { operation, kind, ...(ms !== undefined ? { ms } : {}) },
  });
  switch (name) {
    case '500':
    case 'server-error':
      return rule('server-error');
    case 'network':
    case 'network-error':
      return rule('network-error');
    case 'expired-token':
    case '401':
      return rule('expired-token');
    case 'latency': {
      if (argument === undefined) return rule('latency', 1000);
      const ms = latencyOf(argument);
      return ms === undefined ? { ok: false, message: LATENCY_REFUSED } : rule('latency', ms);
    }
    default:
      return {
        ok: false,
        message: `Défaut inconnu « ${name} » : 500, network, expired-token ou latency=<ms> attendu.`,
      };
  }
}

function isFaultKind(value: unknown): value is FaultKind {
  return (FAULT_KINDS as readonly unknown[]).includes(value);
}

function isPositiveNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Validates a rule list received from outside (the standalone server's `/__mock/faults`, the
 * development panel's storage): a `FaultRule[]` or `{ rules: FaultRule[] }`.
 */
export function parseFaultRules(value: unknown): ParsedFault<{ rules: FaultRule[] }> {
  const list =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as { rules?: unknown }).rules
      : value;
  if (!Array.isArray(list))
    return { ok: false, message: 'Une liste de règles de défaut est attendue.' };
  const rules: FaultRule[] = [];
  for (const [index, item] of list.entries()) {
    const candidate = (item ?? {}) as Record<string, unknown>;
    const { operation, kind, ms, times } = candidate;
    if (typeof operation !== 'string' || !operation)
      return {
        ok: false,
        message: `Règle ${index} : « operation » doit être « MÉTHODE /chemin » ou « * ».`,
      };
    if (!isFaultKind(kind))
      return {
        ok: false,
        message: `Règle ${index} : « kind » doit être l'une des valeurs ${FAULT_KINDS.join(', ')}.`,
      };
    const latency = ms === undefined ? undefined : latencyOf(typeof ms === 'number' ? ms : NaN);
    if (ms !== undefined && latency === undefined)
      return { ok: false, message: `Règle ${index} : ${LATENCY_REFUSED}` };
    if (times !== undefined && !(isPositiveNumber(times) && Number.isInteger(times) && times > 0))
      return {
        ok: false,
        message: `Règle ${index} : « times » doit être un nombre entier positif.`,
      };
    rules.push({
      operation,
      kind,
      ...(latency !== undefined ? { ms: latency } : {}),
      ...(times !== undefined ? { times } : {}),
    });
  }
  return { ok: true, rules };
}

function takeRule(operation: string): FaultRule | undefined {
  const index = rules.findIndex(
    (rule) => rule.operation === operation || rule.operation === ALL_OPERATIONS,
  );
  if (index === -1) return undefined;
  const rule = rules[index]!;
  if (rule.times !== undefined) {
    rule.times -= 1;
    // A used-up rule goes away; the listeners (the development panel) hear of it.
    if (rule.times <= 0) setFaults(rules.filter((_, i) => i !== index));
  }
  return rule;
}

export const INJECTED_SERVER_ERROR_MESSAGE = 'Erreur interne du serveur (simulée).';

/**
 * Applies the fault that concerns this request, if any. Returns the response to send instead of the
 * handler's (500, network error), or undefined to let the handler answer (after a latency, or after
 * making the request's token expire).
 */
export async function applyFault(
  operation: string,
  request: Request,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const asked =
    parseFault(request.headers.get('x-mock-fault'), operation) ??
    parseFault(url.searchParams.get('__fault'), operation);
  if (asked && !asked.ok)
    return HttpResponse.json({ success: false, message: asked.message }, { status: 400 });
  const rule = asked?.rule ?? takeRule(operation);
  if (!rule) return undefined;
  switch (rule.kind) {
    case 'latency':
      await delay(cappedLatency(rule.ms));
      return undefined;
    case 'server-error':
      return HttpResponse.json(
        { success: false, message: INJECTED_SERVER_ERROR_MESSAGE },
        { status: 500 },
      );
    case 'network-error':
      return HttpResponse.error();
    case 'expired-token': {
      const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      if (token) expireToken(token);
      return undefined;
    }
  }
}
