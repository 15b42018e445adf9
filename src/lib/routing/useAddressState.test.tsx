import { renderHook } from '@testing-library/react';
import { useAddressState } from './useAddressState';

describe('useAddressState', () => {
  beforeEach(() => window.history.replaceState({ idx: 1, key: 'k' }, '', '/outil/?cluster=4'));

  it('writes the value in place at each change, keeping the entry and its state', () => {
    const entries = window.history.length;
    const { rerender } = renderHook(({ value }) => useAddressState('config', value), {
      initialProps: { value: 'a' as string | null },
    });
    expect(new URL(window.location.href).searchParams.get('config')).toBe('a');
    rerender({ value: 'b' });
    const url = new URL(window.location.href);
    expect(url.searchParams.get('config')).toBe('b');
    expect(url.searchParams.get('cluster')).toBe('4');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 1, key: 'k' });
  });

  it('leaves the address as it is while there is nothing to keep (null)', () => {
    const { rerender } = renderHook(({ value }) => useAddressState('config', value), {
      initialProps: { value: null as string | null },
    });
    expect(window.location.search).toBe('?cluster=4');
    rerender({ value: 'c' });
    rerender({ value: null });
    expect(new URL(window.location.href).searchParams.get('config')).toBe('c');
  });
});
