import { accountLoginCheck } from '../src/api/auth';
import { createApiClient } from '../src/api/http';
import { SEED_PASSWORD } from './db/mockDb';
import {
  cappedLatency,
  clearFaults,
  currentFaults,
  MAX_LATENCY_MS,
  onFaultsChange,
  parseFault,
  parseFaultRules,
  setFaults,
} from './faults';

const client = createApiClient({ baseURL: '' });
const login = () =>
  accountLoginCheck(client, {
    username: 'claire.martin@maconnerie-martin.fr',
    password: SEED_PASSWORD,
    rememberMe: false,
  });

describe('parseFaultRules', () => {
  it('accepts a rule list or { rules }', () => {
    const rules = [{ operation: '*', kind: 'latency', ms: 200 }];
    expect(parseFaultRules(rules)).toEqual({ ok: true, rules });
    expect(parseFaultRules({ rules })).toEqual({ ok: true, rules });
  });

  it('refuses what is not a rule', () => {
    expect(parseFaultRules('500')).toMatchObject({ ok: false });
    expect(parseFaultRules([{ operation: '*', kind: 'crash' }])).toMatchObject({ ok: false });
    expect(parseFaultRules([{ kind: 'server-error' }])).toMatchObject({ ok: false });
    expect(parseFaultRules([{ operation: '*', kind: 'latency', ms: -1 }])).toMatchObject({
      ok: false,
    });
    expect(parseFaultRules([{ operation: '*', kind: 'server-error', times: 0 }])).toMatchObject({
      ok: false,
    });
  });
});

describe('rules applied by the handlers', () => {
  it('a rule limited in times goes away once used, and the listeners hear of it', async () => {
    const heard: number[] = [];
    const unsubscribe = onFaultsChange((rules) => heard.push(rules.length));
    setFaults([{ operation: 'POST /api/login-check', kind: 'server-error', times: 1 }]);

    expect((await login()).status).toBe(500);
    expect(currentFaults()).toEqual([]);
    expect((await login()).status).toBe(200);
    expect(heard).toEqual([1, 0]);
    unsubscribe();
  });

  it("'*' applies to every operation", async () => {
    setFaults([{ operation: '*', kind: 'server-error' }]);
    expect((await login()).body).toEqual({
      success: false,
      message: 'Erreur interne du serveur (simulée).',
    });
    clearFaults();
    expect((await login()).status).toBe(200);
  });
});

describe('injected latency', () => {
  it('lasts at most 60 s, whoever asks for it', () => {
    expect(MAX_LATENCY_MS).toBe(60_000);
    expect(parseFault('latency=600000', '*')).toEqual({
      operation: '*',
      kind: 'latency',
      ms: 60_000,
    });
    expect(parseFault('latency=800', '*')).toMatchObject({ ms: 800 });
    expect(parseFault('latency=-5', '*')).toMatchObject({ ms: 0 });
    expect(parseFault('latency', '*')).toMatchObject({ ms: 1000 });
    expect(cappedLatency(Number.POSITIVE_INFINITY)).toBe(60_000);
    expect(cappedLatency('soon')).toBe(1000);
    expect(cappedLatency(10_000_000)).toBe(60_000);
  });

  it('a rule asking for more than 60 s is refused', () => {
    expect(parseFaultRules([{ operation: '*', kind: 'latency', ms: 60_001 }])).toEqual({
      ok: false,
      message: "Rule 0: 'ms' must be at most 60000 (60 s).",
    });
    expect(parseFaultRules([{ operation: '*', kind: 'latency', ms: 60_000 }])).toMatchObject({
      ok: true,
    });
  });
});
