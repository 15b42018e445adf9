import { renderHook } from '@testing-library/react';
import { useLeaveWarning } from './useLeaveWarning';

function unload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveWarning (the browser leave-warning of a questionnaire)', () => {
  it('asks the browser to warn while active', () => {
    const { unmount } = renderHook(() => useLeaveWarning(true));
    expect(unload()).toBe(true);
    unmount();
  });

  it('does not warn while inactive, nor once the screen is gone', () => {
    const { rerender, unmount } = renderHook(({ active }) => useLeaveWarning(active), {
      initialProps: { active: false },
    });
    expect(unload()).toBe(false);
    rerender({ active: true });
    expect(unload()).toBe(true);
    unmount();
    expect(unload()).toBe(false);
  });
});
