import { act, screen } from '@testing-library/react';
import { SITE_TEXT } from '@/config/sites';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PrintFooter } from './PrintFooter';
import { formatLongDate, printedOn } from './printDate';

describe('printedOn: the date of printing in French', () => {
  it('writes the day, the month in words and the year', () => {
    expect(printedOn(new Date('2026-11-26T10:00:00Z'))).toBe('Imprimé le 26 novembre 2026');
  });

  it('writes the first of the month as French does, in French time', () => {
    // 23:30 UTC on 28 February is 1 March in Paris.
    expect(formatLongDate(new Date('2027-02-28T23:30:00Z'))).toBe('1er mars 2027');
    expect(formatLongDate(new Date('2026-08-01T12:00:00Z'))).toBe('1er août 2026');
  });
});

describe('PrintFooter', () => {
  it.each(['general', 'floor', 'carbon'] as const)(
    "shows the %s site's name and the date of printing",
    (site) => {
      renderWithProviders(<PrintFooter date={new Date('2026-11-26T10:00:00Z')} />, { site });
      const footer = screen.getByTestId('print-footer');
      expect(footer).toHaveTextContent(SITE_TEXT[site].name);
      expect(footer).toHaveTextContent('Imprimé le 26 novembre 2026');
      // Printed only: the print rules show it (src/ui/theme/print.ts).
      expect(footer).toHaveAttribute('data-print', 'only');
    },
  );

  it("prints today's date, read again when the browser prints", () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    try {
      renderWithProviders(<PrintFooter />);
      expect(screen.getByTestId('print-footer')).toHaveTextContent('Imprimé le 26 novembre 2026');
      jest.setSystemTime(new Date('2026-11-27T08:00:00Z'));
      act(() => {
        window.dispatchEvent(new Event('beforeprint'));
      });
      expect(screen.getByTestId('print-footer')).toHaveTextContent('Imprimé le 27 novembre 2026');
    } finally {
      jest.useRealTimers();
    }
  });
});
