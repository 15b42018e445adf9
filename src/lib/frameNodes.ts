/**
 * Parts of the page's first paint that the app keeps in place until it draws its own. The frame
 * drawn before the app loads (src/app/boot/) goes when the app's first render commits in its root;
 * a part of it marked with FRAME_KEEP_ATTRIBUTE (the history's first items, drawn by the inline
 * script from the list's early answer) is held by the app's start just before (`holdFrameNodes`;
 * failing that, found in the page by the first render, before its commit) and shown again by the
 * screen it belongs to until that screen has its own (`heldFrameNode`, then `releaseFrameNode`), so
 * that what the frame showed does not vanish behind a loading state.
 */

/** The attribute of a kept part; its value names it. */
export const FRAME_KEEP_ATTRIBUTE = 'data-frame-keep';

/**
 * Marks each layout of a part of the first paint drawn for both (the history screen: its filters
 * beside the list, or above it below 720 px): the inline script keeps the window's
 * (src/app/boot/shellPicker.ts, `keepWindowLayout`).
 */
export const FRAME_LAYOUT_ATTRIBUTE = 'data-frame-layout';

const held = new Map<string, Element>();
const released = new Set<string>();

/**
 * The part of the first paint named `name`: found in the page while the frame is there, then held
 * until it is released; null when there is none.
 */
export function heldFrameNode(
  name: string,
  // None where the build prerenders the frame itself, in Node.
  doc: Document | undefined = globalThis.document,
): Element | null {
  if (released.has(name)) return null;
  let node = held.get(name);
  if (!node) {
    node = doc?.querySelector(`[${FRAME_KEEP_ATTRIBUTE}="${name}"]`) ?? undefined;
    if (node) held.set(name, node);
  }
  return node ?? null;
}

/** Holds each kept part of the frame under `root`, before the app's first render replaces it. */
export function holdFrameNodes(root: ParentNode): void {
  for (const node of root.querySelectorAll(`[${FRAME_KEEP_ATTRIBUTE}]`)) {
    const name = node.getAttribute(FRAME_KEEP_ATTRIBUTE);
    if (name && !released.has(name)) held.set(name, node);
  }
}

/** The screen has drawn its own: the part is no longer shown, nor looked for. */
export function releaseFrameNode(name: string): void {
  held.delete(name);
  released.add(name);
}

/** Forgets every part held or released (tests: a new page). */
export function resetFrameNodes(): void {
  held.clear();
  released.clear();
}
