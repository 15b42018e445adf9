import { accountLoginCheck } from '../src/api/auth';
import { createApiClient } from '../src/api/http';
import { SEED_PASSWORD } from './db/mockDb';
import { clearFaults, currentFaults, onFaultsChange, parseFaultRules, setFaults } from './faults';

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
