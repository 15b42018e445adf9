import { act, renderHook } from '@testing-library/react';
import { useDelayedLoadingScreen } from './useDelayedLoadingScreen';

interface Screen {
  status: 'ready' | 'loading' | 'error';
  question?: string;
}

const showsQuestion = (screen: Screen) => screen.status === 'ready';

function render(initial: Screen) {
  return renderHook(
    ({ state }) => useDelayedLoadingScreen(state, state.status === 'loading', 300, showsQuestion),
    { initialProps: { state: initial } },
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDelayedLoadingScreen', () => {
  it('keeps the question shown while the next one loads, until the next one answers', () => {
    const first: Screen = { status: 'ready', question: 'Q1' };
    const { result, rerender } = render(first);
    rerender({ state: { status: 'loading' } });
    expect(result.current).toBe(first);
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe(first);
    const second: Screen = { status: 'ready', question: 'Q2' };
    rerender({ state: second });
    expect(result.current).toBe(second);
  });

  it('shows the loading state once the delay has passed, and holds again at the next load', () => {
    const { result, rerender } = render({ status: 'ready', question: 'Q1' });
    const loading: Screen = { status: 'loading' };
    rerender({ state: loading });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe(loading);
    const second: Screen = { status: 'ready', question: 'Q2' };
    rerender({ state: second });
    rerender({ state: { status: 'loading' } });
    expect(result.current).toBe(second);
  });

  it('holds nothing that does not show a question: a first load, a retry after a failure', () => {
    const loading: Screen = { status: 'loading' };
    const { result, rerender } = render(loading);
    expect(result.current).toBe(loading);
    rerender({ state: { status: 'error' } });
    const retried: Screen = { status: 'loading' };
    rerender({ state: retried });
    expect(result.current).toBe(retried);
  });
});
