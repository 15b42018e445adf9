import { clearFaults, currentFaults } from '@mock/faults';
import { readStoredFaults, restoreStoredFaults, storeFaults } from './mockFaultStorage';

afterEach(() => {
  sessionStorage.clear();
  clearFaults();
});

describe("the development panel's storage", () => {
  it('keeps the rules for the tab and restores them', () => {
    const rules = [{ operation: 'GET /api/user/', kind: 'expired-token' as const }];
    storeFaults(rules);
    expect(readStoredFaults()).toEqual(rules);
    restoreStoredFaults();
    expect(currentFaults()).toEqual(rules);
    storeFaults([]);
    expect(readStoredFaults()).toEqual([]);
  });

  it('ignores a stored value that is not a rule list', () => {
    sessionStorage.setItem('rupteo.mock-server.faults', '{oops');
    expect(readStoredFaults()).toEqual([]);
  });
});
