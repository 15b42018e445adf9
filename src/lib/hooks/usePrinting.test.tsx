import { act, render, screen } from '@testing-library/react';
import { usePrinting } from './usePrinting';

/** A print media list whose `matches` the test sets, telling its listeners of each change. */
function fakePrintMedia() {
  const listeners = new Set<() => void>();
  const media = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    media,
    listeners,
    setMatches(matches: boolean) {
      media.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

function Printing() {
  return <p>{usePrinting() ? 'impression' : 'écran'}</p>;
}

const originalMatchMedia = window.matchMedia;
let print: ReturnType<typeof fakePrintMedia>;

beforeEach(() => {
  print = fakePrintMedia();
  window.matchMedia = ((query: string) =>
    query === 'print' ? print.media : originalMatchMedia(query)) as typeof window.matchMedia;
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

it('is true from beforeprint until afterprint', () => {
  render(<Printing />);
  expect(screen.getByText('écran')).toBeInTheDocument();
  act(() => window.dispatchEvent(new Event('beforeprint')));
  expect(screen.getByText('impression')).toBeInTheDocument();
  act(() => window.dispatchEvent(new Event('afterprint')));
  expect(screen.getByText('écran')).toBeInTheDocument();
});

it('follows the print media (print preview, print emulation), from the first render', () => {
  print.media.matches = true;
  render(<Printing />);
  expect(screen.getByText('impression')).toBeInTheDocument();
  act(() => print.setMatches(false));
  expect(screen.getByText('écran')).toBeInTheDocument();
  act(() => print.setMatches(true));
  expect(screen.getByText('impression')).toBeInTheDocument();
  // After printing, still printing while the media matches.
  act(() => window.dispatchEvent(new Event('afterprint')));
  expect(screen.getByText('impression')).toBeInTheDocument();
});

it('stops listening when unmounted', () => {
  const { unmount } = render(<Printing />);
  expect(print.listeners.size).toBe(1);
  unmount();
  expect(print.listeners.size).toBe(0);
});
