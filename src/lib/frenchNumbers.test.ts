import { frenchNumberFormat } from './frenchNumbers';

describe('French number formats', () => {
  it('writes numbers the French way', () => {
    expect(frenchNumberFormat({ maximumFractionDigits: 1 }).format(61.94)).toBe('61,9');
    expect(
      frenchNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0.5),
    ).toBe('0,50');
  });

  it('builds each format once and keeps it', () => {
    const first = frenchNumberFormat({ maximumFractionDigits: 2 });
    expect(frenchNumberFormat({ maximumFractionDigits: 2 })).toBe(first);
    expect(frenchNumberFormat({ maximumFractionDigits: 1 })).not.toBe(first);
  });
});
