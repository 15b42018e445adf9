/**
 * The personal space's history in the page's first paint: the frame the build prerenders, the first
 * items the inline script draws in it from the list's early answer, and the app taking over without
 * a loading state in between.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { SiteId } from '@/config/sites';
import { initialSessionState, sessionRestored } from '@/features/session';
import { claireUser, forgetStoredUser, storeKeptUser } from '@/testing/mockSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { holdFrameNodes, resetFrameNodes } from '@/lib/frameNodes';
import { MOBILE_QUERY } from '@/lib/hooks/mobileQuery';
import PersonalSpacePage from '@/app/routes/PersonalSpacePage';
import { prerenderShells } from './prerenderShells';
import {
  prepareFirstPaint,
  shellPathOf,
  showPrerenderedShell,
  SPACE_HISTORY_FRAME,
} from './shellPicker';

jest.setTimeout(20_000);

let templates = '';
beforeAll(async () => {
  ({ templates } = await prerenderShells());
});
const HISTORY = { pathname: '/espace-personnel', search: '', hash: '#/historique' };
const LOADING = 'Chargement de votre historique…';

function siteOf(id: SiteId) {
  return { id, host: '', neo: false, carbonBrand: false, apiBaseUrl: '' } as const;
}

/** The page as index.html carries it: the frames, and the app's root. */
function loadPage(): HTMLElement {
  document.body.innerHTML = `${templates}<div id="root"></div>`;
  return document.getElementById('root')!;
}

/**
 * The page's inline script on the history, for Claire kept by "remember me": the frame, the list's
 * early answer drawn in it; returns when the app's entry would be added, and whether the first
 * items were in the frame then.
 */
async function openWithKeptUser(site: SiteId): Promise<{ root: HTMLElement; withItems: boolean }> {
  await storeKeptUser(claireUser());
  const root = loadPage();
  let withItems: boolean | null = null;
  const show = prepareFirstPaint(siteOf(site), {
    mockApi: false,
    location: HISTORY,
    afterPaint: () => void (withItems = root.querySelector('.history-items') !== null),
    each: () => undefined,
    later: () => undefined,
  });
  show();
  await waitFor(() => expect(withItems).not.toBeNull());
  return { root, withItems: withItems! };
}

beforeEach(() => resetFrameNodes());
afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the history’s frame', () => {
  it('opens /espace-personnel#/historique over its own frame, other space screens over the loading one', () => {
    expect(shellPathOf('floor', '/espace-personnel', '#/historique')).toBe(SPACE_HISTORY_FRAME);
    expect(shellPathOf('general', '/espace-personnel', '#/historique?x=1')).toBe(
      SPACE_HISTORY_FRAME,
    );
    expect(shellPathOf('floor', '/espace-personnel', '#/modification')).toBe('*');
  });

  it.each([
    ['floor', 'Mon espace', 'Mes configurations'],
    ['carbon', 'Mon espace', 'Mes configurations'],
    ['general', 'Mon espace personnel', 'Retrouvez tous les résultats de vos simulations'],
  ] as const)(
    '%s: the screen loading its list, in the window’s layout',
    (site, title, subtitle) => {
      const root = loadPage();
      expect(showPrerenderedShell(siteOf(site), HISTORY, document, null)).toBe(true);
      expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(within(root).getByRole('heading', { level: 2 })).toHaveTextContent(subtitle);
      expect(within(root).getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute(
        'href',
        '/espace-personnel#/',
      );
      expect(within(root).getByRole('status')).toHaveTextContent(LOADING);
      // One layout only: the desktop's, the filters beside the list (no 'Filtres' dialog button).
      expect(root.querySelectorAll('[data-frame-layout]')).toHaveLength(1);
      if (site !== 'general') {
        expect(root.querySelector('.history-frame')).toHaveAttribute('data-layout', 'desktop');
        expect(within(root).getByRole('heading', { name: 'Filtres' })).toBeInTheDocument();
      }
    },
  );

  it('keeps the phone’s layout below 720 px', () => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query === MOBILE_QUERY }) as MediaQueryList);
    try {
      const root = loadPage();
      showPrerenderedShell(siteOf('floor'), HISTORY, document, null);
      expect(root.querySelector('[data-frame-layout]')).toHaveAttribute(
        'data-frame-layout',
        'mobile',
      );
      expect(root.querySelector('.history-frame')).toHaveAttribute('data-layout', 'mobile');
      expect(within(root).getByRole('button', { name: 'Filtres' })).toBeInTheDocument();
    } finally {
      matchMedia.mockRestore();
    }
  });
});

describe('its first items, drawn before the app loads', () => {
  afterEach(() => forgetStoredUser());

  it.each([
    ['floor', '42 résultats', 'Mes configurations'],
    ['carbon', '12 résultats', 'Mes simulations'],
    ['general', '14 résultats', 'Mes simulations'],
  ] as const)(
    '%s: in place of the loading view, before the app’s entry is added',
    async (site, count, label) => {
      const { root, withItems } = await openWithKeptUser(site);
      expect(withItems).toBe(true);
      expect(within(root).queryByRole('status')).toBeNull();
      expect(within(root).getByText(count)).toBeInTheDocument();
      const list = within(root).getByRole('list', { name: label });
      expect(within(list).getAllByRole('link', { name: /^Ouvrir/ })).toHaveLength(10);
      // Nothing of it can be used before the app: the sort, the filters, the items' controls.
      expect(within(root).getByLabelText('Trier par').closest('[inert]')).not.toBeNull();
      expect(list.closest('[inert]')).not.toBeNull();
      expect(
        within(root).getByRole('link', { name: 'Retour à mon espace' }).closest('[inert]'),
      ).toBeNull();
    },
  );

  it('no stored user: the frame stays as it is, and the app starts at once', async () => {
    const root = loadPage();
    const started = jest.fn();
    prepareFirstPaint(siteOf('floor'), {
      mockApi: false,
      location: HISTORY,
      afterPaint: started,
      each: () => undefined,
      later: () => undefined,
    })();
    await waitFor(() => expect(started).toHaveBeenCalled());
    expect(within(root).getByRole('status')).toHaveTextContent(LOADING);
  });

  it('a build without them (the benchmark’s comparison): the list is asked for, nothing drawn, the app starts at once', async () => {
    await storeKeptUser(claireUser());
    const root = loadPage();
    const send = jest.fn(fetch);
    const started = jest.fn();
    const later = jest.fn();
    prepareFirstPaint(siteOf('floor'), {
      mockApi: false,
      firstItems: false,
      location: HISTORY,
      send,
      afterPaint: started,
      each: () => undefined,
      later,
    })();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(started).toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
    expect(within(root).getByRole('status')).toHaveTextContent(LOADING);
    expect(root.querySelector('.history-items')).toBeNull();
  });

  it('the app keeps them in place while the session restores and the list loads: no loading view', async () => {
    const { root } = await openWithKeptUser('floor');
    const drawn = root.querySelector('.history-body')!;
    // The app's first render replaces the frame (React clears its root), having held its parts.
    holdFrameNodes(root);
    root.replaceChildren();
    window.history.replaceState(null, '', '/espace-personnel#/historique');
    const { store } = renderWithProviders(<PersonalSpacePage />, {
      site: 'floor',
      preloadedState: { session: initialSessionState },
      route: '/espace-personnel',
    });
    // The session is being restored: the screen as the frame drew it, with its first items, inert.
    expect(drawn.isConnected).toBe(true);
    expect(drawn.closest('[inert]')).not.toBeNull();
    expect(screen.queryByText(LOADING)).toBeNull();
    act(() => void store.dispatch(sessionRestored({ user: claireUser(), remember: true })));
    // The screen waits for its initial delay, then loads: the first items stay.
    expect(drawn.isConnected).toBe(true);
    expect(screen.queryByText(LOADING)).toBeNull();
    await waitFor(() => expect(drawn.isConnected).toBe(false));
    // The screen's own list, every item of it.
    expect(
      within(screen.getByRole('list', { name: 'Mes configurations' })).getAllByRole('link', {
        name: /^Ouvrir/,
      }),
    ).toHaveLength(42);
    expect(screen.queryByText(LOADING)).toBeNull();
  });
});
