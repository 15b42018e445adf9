/**
 * Writes one query parameter of the address in place (a replace, not a new history entry) without a
 * navigation of the app: the router is not told, so neither the page nor the shell around it render
 * again (on a phone's slowed core, the header's links alone took tens of milliseconds at each answer).
 *
 * Only for what a page keeps in its address as it changes and reads back when it opens (the
 * configurators' answers, restored on a reload or a shared link), through the one hook that does
 * so (useAddressState, ./useAddressState.ts): never for what the router must know (another page,
 * the parameters that open one). The history entry's state is kept, so the router's own
 * bookkeeping (its index and key) stays whole for back and forward.
 */
export function replaceQueryParam(name: string, value: string): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(name) === value) return false;
  url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
