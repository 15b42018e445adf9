import { fireEvent, renderHook } from '@testing-library/react';
import { usePrefetchOnFirstInput } from './prefetchOnFirstInput';

describe('usePrefetchOnFirstInput', () => {
  it('loads at the first press or key only, once', () => {
    const load = jest.fn(() => Promise.resolve());
    renderHook(() => usePrefetchOnFirstInput(load));
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at a press as well', () => {
    const load = jest.fn(() => Promise.resolve());
    renderHook(() => usePrefetchOnFirstInput(load));
    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once the page has closed, and a failed load stays silent', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const { unmount } = renderHook(() => usePrefetchOnFirstInput(load));
    unmount();
    fireEvent.pointerDown(document.body);
    expect(load).not.toHaveBeenCalled();
    renderHook(() => usePrefetchOnFirstInput(load));
    fireEvent.pointerDown(document.body);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
