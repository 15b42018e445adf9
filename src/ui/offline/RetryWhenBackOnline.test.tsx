import { act, render } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import {
  browserWentOffline,
  browserWentOnline,
  serverReachability,
} from '@/lib/offline/offlineSlice';
import {
  RETRY_AFTER_RETURN_MS,
  RETRY_UNREACHED_MS,
  RetryWhenBackOnline,
} from './RetryWhenBackOnline';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const elapse = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('RetryWhenBackOnline', () => {
  it('tries again once, a moment after the browser goes from offline back to online', () => {
    const onRetry = jest.fn();
    const { store } = renderWithProviders(<RetryWhenBackOnline onRetry={onRetry} />);
    act(() => void store.dispatch(browserWentOffline()));
    elapse(60_000);
    expect(onRetry).not.toHaveBeenCalled();
    act(() => void store.dispatch(browserWentOnline()));
    elapse(RETRY_AFTER_RETURN_MS - 1);
    expect(onRetry).not.toHaveBeenCalled();
    elapse(1);
    expect(onRetry).toHaveBeenCalledTimes(1);
    // Still online: nothing more.
    act(() => void store.dispatch(serverReachability(true)));
    elapse(60_000);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('while the browser says online but the server is not reached, tries every few seconds', () => {
    const onRetry = jest.fn();
    const { store } = renderWithProviders(<RetryWhenBackOnline onRetry={onRetry} />);
    act(() => void store.dispatch(serverReachability(false)));
    elapse(RETRY_UNREACHED_MS - 1);
    expect(onRetry).not.toHaveBeenCalled();
    elapse(1);
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The retry's failure shows the failure again (a new one): it counts again from there.
    act(() => void store.dispatch(serverReachability(true)));
    act(() => void store.dispatch(serverReachability(false)));
    elapse(RETRY_UNREACHED_MS);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('a failure shown while the server answers is left to the button', () => {
    const onRetry = jest.fn();
    const { store } = renderWithProviders(<RetryWhenBackOnline onRetry={onRetry} />);
    act(() => void store.dispatch(serverReachability(true)));
    elapse(60_000);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('gone with its failure (the screen loaded meanwhile), it does not try', () => {
    const onRetry = jest.fn();
    const { store, unmount } = renderWithProviders(<RetryWhenBackOnline onRetry={onRetry} />);
    act(() => void store.dispatch(browserWentOffline()));
    act(() => void store.dispatch(browserWentOnline()));
    unmount();
    elapse(60_000);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('outside a store, renders nothing and does nothing', () => {
    const onRetry = jest.fn();
    const { container } = render(<RetryWhenBackOnline onRetry={onRetry} />);
    elapse(60_000);
    expect(container).toBeEmptyDOMElement();
    expect(onRetry).not.toHaveBeenCalled();
  });
});
