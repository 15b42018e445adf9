import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import type { FloorHistoryItem } from '@/api/types';
import { floorItemsFixture, floorStateFixture } from '../historyFixtures';
import { FloorHistoryView } from './FloorHistoryView';
import { VIRTUALIZE_AFTER } from './HistoryItems';

const ITEM_HEIGHT_PX = 170;

/** `count` floor simulations, numbered from 1. */
function manyItems(count: number): FloorHistoryItem[] {
  return Array.from({ length: count }, (_, index) => ({
    ...floorItemsFixture[1]!,
    id: index + 1,
    title: `Projet ${index + 1}`,
  }));
}

function renderList(items: FloorHistoryItem[]) {
  return renderWithProviders(
    <FloorHistoryView
      layout="desktop"
      state={floorStateFixture({ items, total: items.length })}
      onDelete={jest.fn()}
      onFilterChange={jest.fn()}
      onFiltersApply={jest.fn()}
      onFiltersReset={jest.fn()}
      onOrderChange={jest.fn()}
      onRetry={jest.fn()}
    />,
    { site: 'floor' },
  );
}

function listItems() {
  return within(screen.getByRole('list', { name: 'Mes configurations' })).getAllByRole('listitem');
}

describe('history list items', () => {
  let scrollY = 0;
  beforeEach(() => {
    scrollY = 0;
    // jsdom lays nothing out: every item is as high as a card in the browser, the list at the top.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const height = this.tagName === 'LI' ? ITEM_HEIGHT_PX : 0;
      return {
        x: 0,
        y: -scrollY,
        top: -scrollY,
        left: 0,
        right: 800,
        bottom: height - scrollY,
        width: 800,
        height,
        toJSON: () => ({}),
      };
    });
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'LI' ? ITEM_HEIGHT_PX : 0;
    });
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });

  it(`puts every item in the page up to ${VIRTUALIZE_AFTER}`, () => {
    renderList(manyItems(VIRTUALIZE_AFTER));
    expect(listItems()).toHaveLength(VIRTUALIZE_AFTER);
    expect(listItems()[0]).not.toHaveAttribute('aria-setsize');
  });

  it('beyond, only the items in view and a few around, each placed among all', () => {
    renderList(manyItems(1000));
    expect(screen.getByText('1000 résultats')).toBeInTheDocument();
    const shown = listItems();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(20);
    expect(shown[0]).toHaveAttribute('aria-posinset', '1');
    expect(shown[0]).toHaveAttribute('aria-setsize', '1000');
    expect(within(shown[0]!).getByRole('heading', { name: 'Projet 1' })).toBeInTheDocument();
    // The space of the others is kept below, so the page scrolls to them.
    const list = screen.getByRole('list', { name: 'Mes configurations' });
    expect(parseFloat(list.style.paddingBottom)).toBeGreaterThan(900 * ITEM_HEIGHT_PX);
  });

  it('scrolling the page brings the items in view', () => {
    renderList(manyItems(1000));
    act(() => {
      scrollY = 500 * (ITEM_HEIGHT_PX + 12);
      window.dispatchEvent(new Event('scroll'));
    });
    const positions = listItems().map((item) => Number(item.getAttribute('aria-posinset')));
    expect(positions).toContain(501);
    expect(positions).not.toContain(1);
    expect(screen.getByRole('heading', { name: 'Projet 501' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Mes configurations' });
    expect(parseFloat(list.style.paddingTop)).toBeGreaterThan(400 * ITEM_HEIGHT_PX);
  });
});
