import { loadPendingTab, openPendingTab } from './pendingTab';

/** A tab as window.open returns it: its opener is the app's window until cut. */
function fakeTab() {
  return {
    opener: window as Window | null,
    closed: false,
    location: { href: 'about:blank' },
    close: jest.fn(),
  };
}

describe('a tab opened on a click, before its address is known', () => {
  let open: jest.SpyInstance;
  afterEach(() => open.mockRestore());

  it('is opened empty, without opener, so that the page it will show cannot reach the app', () => {
    const tab = fakeTab();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    expect(openPendingTab()).toBe(tab);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('loads the address in that tab, else in a new tab without opener, and closes it without one', () => {
    open = jest.spyOn(window, 'open').mockReturnValue(null);
    const tab = fakeTab();
    loadPendingTab(tab as unknown as Window, 'https://api.rupteo.fr/rapport/12.pdf');
    expect(tab.location.href).toBe('https://api.rupteo.fr/rapport/12.pdf');
    expect(open).not.toHaveBeenCalled();

    const closed = { ...fakeTab(), closed: true };
    loadPendingTab(closed as unknown as Window, 'https://api.rupteo.fr/rapport/12.pdf');
    expect(open).toHaveBeenCalledWith('https://api.rupteo.fr/rapport/12.pdf', '_blank', 'noopener');
    loadPendingTab(null, 'https://api.rupteo.fr/rapport/13.pdf');
    expect(open).toHaveBeenLastCalledWith(
      'https://api.rupteo.fr/rapport/13.pdf',
      '_blank',
      'noopener',
    );

    const unused = fakeTab();
    loadPendingTab(unused as unknown as Window, null);
    expect(unused.close).toHaveBeenCalled();
  });
});
