import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { stillFillsView, useDocumentTop, type RenderedItems } from './useDocumentTop';

describe('stillFillsView', () => {
  // Items from 300 to 1,400 in the page, placed for a list starting at 200; the view: 400 to 1,300.
  const rendered: RenderedItems = {
    top: 200,
    start: 300,
    end: 1400,
    atFirst: false,
    atLast: false,
  };

  it('fills the view when the list moved less than the items beyond its edges', () => {
    expect(stillFillsView(rendered, 288, 400, 900)).toBe(true);
    expect(stillFillsView(rendered, 112, 400, 900)).toBe(true);
  });

  it('no longer fills it when the move uncovers the view above or below', () => {
    expect(stillFillsView(rendered, 301, 400, 900)).toBe(false);
    expect(stillFillsView(rendered, 99, 400, 900)).toBe(false);
  });

  it("a list's first or last item leaves nothing to uncover on its side", () => {
    expect(stillFillsView({ ...rendered, atFirst: true }, 301, 400, 900)).toBe(true);
    expect(stillFillsView({ ...rendered, atLast: true }, 99, 400, 900)).toBe(true);
  });

  it('without items in the page, says no', () => {
    expect(stillFillsView(null, 200, 400, 900)).toBe(false);
  });
});

describe('useDocumentTop', () => {
  let observed: Array<() => void> = [];
  let elementTop = 200;
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    observed = [];
    elementTop = 200;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  function Probe({
    stillFills,
    seen,
  }: {
    stillFills?: () => boolean;
    seen: (top: number) => void;
  }) {
    const ref = useRef<HTMLDivElement>(null);
    seen(useDocumentTop(ref, stillFills));
    return (
      <div>
        <div
          ref={(element) => {
            ref.current = element;
            if (element)
              element.getBoundingClientRect = () =>
                ({ top: elementTop - window.scrollY }) as DOMRect;
          }}
        />
      </div>
    );
  }

  const resize = () => act(() => observed.forEach((callback) => callback()));

  it("follows the element's place in the page at once when nothing says the view is filled", () => {
    const seen = jest.fn();
    render(<Probe seen={seen} />);
    expect(seen).toHaveBeenLastCalledWith(200);
    elementTop = 288;
    resize();
    expect(seen).toHaveBeenLastCalledWith(288);
  });

  it('keeps a move that leaves the view filled for the next scroll', () => {
    const seen = jest.fn();
    let fills = true;
    render(<Probe seen={seen} stillFills={() => fills} />);
    expect(seen).toHaveBeenLastCalledWith(200);
    elementTop = 288;
    resize();
    expect(seen).toHaveBeenLastCalledWith(200);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(seen).toHaveBeenLastCalledWith(288);
    // A move that uncovers the view is applied at once.
    fills = false;
    elementTop = 500;
    resize();
    expect(seen).toHaveBeenLastCalledWith(500);
  });

  it('forgets a kept move when the element comes back to its place', () => {
    const seen = jest.fn();
    render(<Probe seen={seen} stillFills={() => true} />);
    elementTop = 288;
    resize();
    elementTop = 200;
    resize();
    const renders = seen.mock.calls.length;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(seen).toHaveBeenCalledTimes(renders);
    expect(seen).toHaveBeenLastCalledWith(200);
  });
});
