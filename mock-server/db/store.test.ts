import { unguessableId } from './store';

describe('unguessableId', () => {
  afterEach(() => jest.restoreAllMocks());

  it('draws 40 random bits above a million, and draws again while the id is taken', () => {
    const draws = [
      [5, 0],
      [5, 0],
      [0xffffffff, 0xff],
    ];
    jest.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const words = array as Uint32Array;
      const [low, high] = draws.shift()!;
      words[0] = low!;
      words[1] = high!;
      return array;
    });
    const taken = new Set([1_000_005]);
    expect(unguessableId((id) => taken.has(id))).toBe(1_000_000 + 2 ** 40 - 1);
    expect(draws).toEqual([]);
  });

  it('gives ids that are not in sequence', () => {
    const ids = Array.from({ length: 20 }, () => unguessableId(() => false));
    expect(new Set(ids).size).toBe(20);
    const sorted = [...ids].sort((a, b) => a - b);
    const gaps = sorted.slice(1).map((id, index) => id - sorted[index]!);
    expect(Math.min(...gaps)).toBeGreaterThan(1000);
  });
});
