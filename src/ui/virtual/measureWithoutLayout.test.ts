import type { Virtualizer } from '@tanstack/react-virtual';
import { measureWithoutLayout } from './measureWithoutLayout';

const ESTIMATE_PX = 96;
const measure = measureWithoutLayout(ESTIMATE_PX);

/** An element whose layout must not be read: reading its size throws. */
function rowElement(index: number): Element {
  const element = document.createElement('div');
  element.setAttribute('data-index', String(index));
  for (const size of ['offsetHeight', 'offsetWidth', 'clientHeight'] as const)
    Object.defineProperty(element, size, {
      get: () => {
        throw new Error(`${size} read: a forced layout`);
      },
    });
  element.getBoundingClientRect = () => {
    throw new Error('getBoundingClientRect read: a forced layout');
  };
  return element;
}

function virtualizerWith(sizes: Map<number, number>) {
  const ids = [101, 102, 103];
  return {
    indexFromElement: (element: Element) => Number(element.getAttribute('data-index')),
    options: {
      getItemKey: (index: number) => ids[index]!,
      estimateSize: (index: number) => 50 + index,
    },
    itemSizeCache: sizes,
  } as unknown as Virtualizer<HTMLDivElement, Element>;
}

describe('measureWithoutLayout (virtualised lists’ row heights)', () => {
  it('takes the height the resize observer measured', () => {
    const entry = { borderBoxSize: [{ blockSize: 131.6, inlineSize: 700 }] };
    expect(
      measure(rowElement(0), entry as unknown as ResizeObserverEntry, virtualizerWith(new Map())),
    ).toBe(132);
  });

  it('without an entry, the height known for that row’s key, never the element’s', () => {
    const known = virtualizerWith(new Map([[102, 140]]));
    expect(measure(rowElement(1), undefined, known)).toBe(140);
  });

  it('a row never measured gets the estimate until the observer measures it', () => {
    expect(measure(rowElement(2), undefined, virtualizerWith(new Map([[102, 140]])))).toBe(
      ESTIMATE_PX,
    );
  });

  it('without a fixed estimate, the virtualiser’s estimate for that index', () => {
    expect(measureWithoutLayout()(rowElement(2), undefined, virtualizerWith(new Map()))).toBe(52);
  });
});
