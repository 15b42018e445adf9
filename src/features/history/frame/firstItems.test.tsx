import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { FloorHistoryItem } from '@/api/types';
import type { SiteId } from '@/config/sites';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { CarbonHistory } from '../components/CarbonHistory';
import { FloorHistory } from '../components/FloorHistory';
import { FloorHistoryView } from '../components/FloorHistoryView';
import { ThermalHistory } from '../components/ThermalHistory';
import { floorItemsFixture, floorStateFixture } from '../historyFixtures';
import { claireSession } from '../historyTestSupport';
import { HISTORY_FIRST_REQUESTS } from '@/api/firstRequests';
import { firstItemsOf } from './firstItems';
import { floorItem } from './siteItems';

jest.setTimeout(20_000);

/** The answer to the screen's first request, as the page's inline script receives it. */
async function firstAnswer(site: SiteId, token: string): Promise<unknown> {
  const request = HISTORY_FIRST_REQUESTS[site];
  const query = new URLSearchParams(request.params ?? {}).toString();
  const reply = await fetch(`${request.url}${query ? `?${query}` : ''}`, {
    method: request.method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    ...(request.data ? { body: JSON.stringify(request.data) } : {}),
  });
  return reply.json();
}

/** An element as a comparable string: text nodes merged, attributes in one order. */
function shape(node: Element): string {
  const copy = node.cloneNode(true) as Element;
  copy.normalize();
  const walk = (element: Element): string => {
    const attributes = [...element.attributes]
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort()
      .join(' ');
    const children = [...element.childNodes]
      .map((child) =>
        child.nodeType === child.TEXT_NODE ? child.textContent : walk(child as Element),
      )
      .join('');
    return `<${element.localName} ${attributes}>${children}</${element.localName}>`;
  };
  return walk(copy);
}

const SCREENS: Array<[SiteId, ReactElement, string, string]> = [
  ['general', <ThermalHistory key="general" />, '14 résultats', 'Mes simulations'],
  ['floor', <FloorHistory key="floor" layout="desktop" />, '42 résultats', 'Mes configurations'],
  ['carbon', <CarbonHistory key="carbon" layout="desktop" />, '12 résultats', 'Mes simulations'],
];

describe('the first items the page’s inline script draws (before the app loads)', () => {
  it.each(SCREENS)(
    '%s: each item is the screen’s own item, for every item of the seed',
    async (site, screenElement, count, label) => {
      const session = claireSession();
      const body = await firstAnswer(site, session.session.user.token);
      renderWithProviders(screenElement, { site, preloadedState: session });
      expect((await screen.findAllByText(count)).length).toBeGreaterThan(0);
      const rendered = within(screen.getByRole('list', { name: label })).getAllByRole('listitem');
      const shown = rendered.filter((item) => item.classList.contains('history-item'));
      const drawn = firstItemsOf(document, site, body, Number.POSITIVE_INFINITY);
      expect(drawn?.label).toBe(label);
      expect(drawn?.items).toHaveLength(shown.length);
      shown.forEach((item, index) => expect(shape(drawn!.items[index]!)).toBe(shape(item)));
    },
  );

  it('says each item’s place among all, as the screen’s long lists do', () => {
    const many: FloorHistoryItem[] = Array.from({ length: 60 }, (_, index) => ({
      ...floorItemsFixture[index % floorItemsFixture.length]!,
      id: 1000 + index,
    }));
    const noop = () => undefined;
    renderWithProviders(
      <FloorHistoryView
        state={floorStateFixture({ items: many, total: many.length })}
        layout="desktop"
        onFilterChange={noop}
        onFiltersApply={noop}
        onFiltersReset={noop}
        onOrderChange={noop}
        onRetry={noop}
        onDelete={noop}
      />,
      { site: 'floor' },
    );
    const first = screen.getAllByRole('listitem').find((item) => item.dataset.index === '0')!;
    expect(first).toHaveAttribute('aria-setsize', '60');
    expect(shape(floorItem(document, many[0]!, { index: 0, total: 60 }))).toBe(shape(first));
    // A short list: no place (the screen lists every item).
    expect(floorItem(document, many[0]!, { index: 0, total: 10 })).not.toHaveAttribute(
      'aria-setsize',
    );
  });

  it('draws nothing for an empty list, a failure or another site’s answer', () => {
    expect(firstItemsOf(document, 'floor', { success: true, datas: { data: [], total: 0 } })).toBe(
      null,
    );
    expect(firstItemsOf(document, 'floor', { success: false, message: 'Non autorisé' })).toBe(null);
    expect(firstItemsOf(document, 'carbon', { success: true, datas: { list: [] } })).toBe(null);
    expect(firstItemsOf(document, 'general', 'not json')).toBe(null);
  });
});
