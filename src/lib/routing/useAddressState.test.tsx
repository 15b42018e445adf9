import { act, renderHook } from '@testing-library/react';
import { useAddressState } from './useAddressState';

const config = () => new URL(window.location.href).searchParams.get('config');
/** The next paint and the task after it (requestAnimationFrame, then a timer). */
const paint = () => act(() => jest.advanceTimersByTime(200));

describe('useAddressState', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState({ idx: 1, key: 'k' }, '', '/outil/?cluster=4');
  });
  afterEach(() => jest.useRealTimers());

  it('writes the value in place after the next paint, keeping the entry and its state', () => {
    const entries = window.history.length;
    const { rerender } = renderHook(({ value }) => useAddressState('config', value), {
      initialProps: { value: 'a' as string | null },
    });
    // The answer shows first: the address follows in a task after its paint.
    expect(config()).toBeNull();
    paint();
    expect(config()).toBe('a');
    rerender({ value: 'b' });
    paint();
    const url = new URL(window.location.href);
    expect(url.searchParams.get('config')).toBe('b');
    expect(url.searchParams.get('cluster')).toBe('4');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 1, key: 'k' });
  });

  it('writes only the last of the values given before a paint', () => {
    const replace = jest.spyOn(window.history, 'replaceState');
    const { rerender } = renderHook(({ value }) => useAddressState('config', value), {
      initialProps: { value: 'a' as string | null },
    });
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    paint();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(config()).toBe('c');
    replace.mockRestore();
  });

  it('leaves the address to the next screen when the screen closes before its write', () => {
    const { unmount } = renderHook(() => useAddressState('config', 'a'));
    unmount();
    paint();
    expect(window.location.search).toBe('?cluster=4');
  });

  it('leaves the address as it is while there is nothing to keep (null)', () => {
    const { rerender } = renderHook(({ value }) => useAddressState('config', value), {
      initialProps: { value: null as string | null },
    });
    paint();
    expect(window.location.search).toBe('?cluster=4');
    rerender({ value: 'c' });
    paint();
    rerender({ value: null });
    paint();
    expect(config()).toBe('c');
  });
});
