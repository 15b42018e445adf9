import { formatDate, formatDateTime, isoDay, prepareDateFormats } from './dates';

describe('history dates (spec 000 §2, in French time)', () => {
  it("shows dates as 'dd/mm/yyyy'", () => {
    expect(formatDate('2026-03-12T08:05:00Z')).toBe('12/03/2026');
    expect(formatDate('2025-01-02T10:00:00Z')).toBe('02/01/2025');
  });

  it('reads the day in French time, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01/01/2026');
    expect(isoDay('2025-12-31T23:30:00Z')).toBe('2026-01-01');
  });

  it("shows carbon times as 'Le date à HhM': hour without zero, minutes on two digits", () => {
    expect(formatDateTime('2026-03-12T08:05:00Z')).toBe('Le 12/03/2026 à 9h05');
    expect(formatDateTime('2026-07-01T12:30:00Z')).toBe('Le 01/07/2026 à 14h30');
    expect(formatDateTime('2026-07-01T22:00:00Z')).toBe('Le 02/07/2026 à 0h00');
  });

  it('gives an empty text for a missing or malformed date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('pas une date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('builds its format once: prepared ahead, the dates shown later build none', () => {
    prepareDateFormats();
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      prepareDateFormats();
      expect(formatDate('2026-03-12T08:05:00Z')).toBe('12/03/2026');
      expect(formatDateTime('2026-03-12T08:05:00Z')).toBe('Le 12/03/2026 à 9h05');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
