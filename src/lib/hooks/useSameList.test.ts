import { renderHook } from '@testing-library/react';
import { useSameList } from './useSameList';

describe('useSameList', () => {
  it('keeps the first list while a new one holds the same items in the same order', () => {
    const first = ['A', 'B'];
    const { result, rerender } = renderHook(({ list }) => useSameList(list), {
      initialProps: { list: first as string[] | null },
    });
    expect(result.current).toBe(first);
    rerender({ list: ['A', 'B'] });
    expect(result.current).toBe(first);
  });

  it('gives the new list when its items or their order change, or when it goes', () => {
    const { result, rerender } = renderHook(({ list }) => useSameList(list), {
      initialProps: { list: ['A', 'B'] as string[] | null },
    });
    const reordered = ['B', 'A'];
    rerender({ list: reordered });
    expect(result.current).toBe(reordered);
    const longer = ['B', 'A', 'C'];
    rerender({ list: longer });
    expect(result.current).toBe(longer);
    rerender({ list: null });
    expect(result.current).toBeNull();
    const back = ['B', 'A', 'C'];
    rerender({ list: back });
    expect(result.current).toBe(back);
  });
});
