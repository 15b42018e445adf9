import { truncateName } from './text';

describe('truncateName (spec §9: names over 30 characters cut to 27 plus an ellipsis)', () => {
  it('keeps names of 30 characters or fewer unchanged', () => {
    expect(truncateName('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateName('avis-technique.pdf')).toBe('avis-technique.pdf');
    expect(truncateName('')).toBe('');
  });

  it('cuts a 31-character name to 27 characters plus "…"', () => {
    const name = 'b'.repeat(31);
    expect(truncateName(name)).toBe(`${'b'.repeat(27)}…`);
    expect(Array.from(truncateName(name))).toHaveLength(28);
  });

  it('counts accented and astral characters as one', () => {
    const name = 'é'.repeat(40);
    expect(truncateName(name)).toBe(`${'é'.repeat(27)}…`);
  });
});
