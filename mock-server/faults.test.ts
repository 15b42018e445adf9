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
  const refused = {
    ok: false,
    message: 'La latence doit être un nombre de millisecondes entre 0 et 60000 (60 s).',
  };

  it('a request may ask for up to 60 s', () => {
    expect(MAX_LATENCY_MS).toBe(60_000);
    expect(parseFault('latency=800', '*')).toEqual({
      ok: true,
      rule: { operation: '*', kind: 'latency', ms: 800 },
    });
    expect(parseFault('latency=60000', '*')).toMatchObject({ rule: { ms: 60_000 } });
    expect(parseFault('latency', '*')).toMatchObject({ rule: { ms: 1000 } });
  });

  it('a request asking for more than 60 s, or for no number, is refused', () => {
    expect(parseFault('latency=60001', '*')).toEqual(refused);
    expect(parseFault('latency=2000000000', '*')).toEqual(refused);
    expect(parseFault('latency=-5', '*')).toEqual(refused);
    expect(parseFault('latency=soon', '*')).toEqual(refused);
    expect(parseFault('latency=', '*')).toEqual(refused);
  });

  it('a request asking for an unknown fault is refused', () => {
    expect(parseFault('crash', '*')).toEqual({
      ok: false,
      message: 'Défaut inconnu « crash » : 500, network, expired-token ou latency=<ms> attendu.',
    });
  });

  it('the refusal is a 400 with its message, before any latency', async () => {
    const started = Date.now();
    const response = await fetch('http://localhost/api/password/criteria/', {
      headers: { 'x-mock-fault': 'latency=2000000000' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: refused.message });
    expect(Date.now() - started).toBeLessThan(1000);
    const query = await fetch('http://localhost/api/password/criteria/?__fault=latency%3D90000');
    expect(query.status).toBe(400);
  });

  it('a rule asking for more than 60 s is refused', () => {
    expect(parseFaultRules([{ operation: '*', kind: 'latency', ms: 60_001 }])).toEqual({
      ok: false,
      message: 'Règle 0 : La latence doit être un nombre de millisecondes entre 0 et 60000 (60 s).',
    });
    expect(parseFaultRules([{ operation: '*', kind: 'latency', ms: 60_000 }])).toMatchObject({
      ok: true,
    });
  });

  it('a latency set by a test beyond 60 s is still cut to 60 s', () => {
    expect(cappedLatency(Number.POSITIVE_INFINITY)).toBe(60_000);
    expect(cappedLatency('soon')).toBe(1000);
    expect(cappedLatency(10_000_000)).toBe(60_000);
  });
});
