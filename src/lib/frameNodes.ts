/**
 * Parts of the page's first paint that the app keeps in place until it draws its own. The frame
 * drawn before the app loads (src/app/boot/) goes when the app's first render commits in its root;
 * a part of it marked with FRAME_KEEP_ATTRIBUTE (the history's first items, drawn by the inline
 * script from the list's early answer) is held by the app's start just before (`holdFrameNodes`)
 * and shown again by the screen it belongs to until that screen has its own (`heldFrameNode`, then
 * `releaseFrameNode`), so that what the frame showed does not vanish behind a loading state.
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

/** The part of the first paint held under `name` (`holdFrameNodes`), until it is released. */
export function heldFrameNode(name: string): Element | null {
  return held.get(name) ?? null;
}

/** Holds each kept part of the frame under `root`, before the app's first render replaces it. */
export function holdFrameNodes(root: ParentNode): void {
  for (const node of root.querySelectorAll(`[${FRAME_KEEP_ATTRIBUTE}]`)) {
    const name = node.getAttribute(FRAME_KEEP_ATTRIBUTE);
    if (name) held.set(name, node);
  }
}

/** The screen has drawn its own: the part is no longer shown. */
export function releaseFrameNode(name: string): void {
  held.delete(name);
}

/** Forgets every part held (tests: a new page). */
export function resetFrameNodes(): void {
  held.clear();
}
