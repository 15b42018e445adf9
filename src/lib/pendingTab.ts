/**
 * A tab opened on the user's click (so that pop-up blockers let it through), before the address it
 * will show is known (a report's link, the carbon simulator's), then given that address or closed.
 *
 * The tab is opened without a way back to the app: `opener` is cut before any address is loaded in
 * it, so that the page the server's address leads to cannot rewrite the app's tab
 * (`window.opener.location`).
 */

/** Opens an empty tab, cut from the app, on the user's click; null when the browser refused. */
export function openPendingTab(): Window | null {
  const opened = window.open('about:blank', '_blank');
  if (opened) opened.opener = null;
  return opened;
}

/**
 * Shows `url` in the tab opened earlier (or, if it was closed or refused, in a new one, also
 * without opener); without an address, closes the tab.
 */
export function loadPendingTab(tab: Window | null, url: string | null | undefined): void {
  if (url && tab && !tab.closed) tab.location.href = url;
  else if (url) window.open(url, '_blank', 'noopener');
  else tab?.close();
}
