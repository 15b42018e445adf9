/**
 * Clicks on the first paint's frame while the app replaces it. The frame's links are plain links
 * (`<a href>`: StaticShell), so a click before the app has loaded loads their page, and one after
 * is the app's. But the app replaces the frame's nodes when it starts (startApp.tsx renders over
 * them): a mouse button pressed on a frame's link and released once the app has replaced it
 * makes no click at all (the browser clicks only where the press and the release were on the same
 * element, and the pressed one is gone), and the page does not change. A touch does not lose it
 * (the tap's click goes to what is under the finger when it lifts, the app's link at the same place).
 *
 * `carryFrameClicks` carries such a click over: a press on a link of the frame released at the
 * same place after the frame has gone follows the link, through the app's link at that place
 * when it has the same address (its router then opens the page), else by loading the address.
 * It is set up with the frame (the page's inline script, shellPicker.ts; src/main.tsx where it
 * draws the frame itself) and ends at the first press once the app has started.
 */
import { APP_STARTED_ATTRIBUTE } from './appStarted';

/** How far the pointer may move between the press and the release for a click (CSS pixels). */
export const CLICK_SLOP_PX = 10;

export interface FrameClickOptions {
  doc?: Document;
  /** Loads an address as a new page (`location.assign`). */
  load?: (href: string) => void;
}

interface Press {
  link: HTMLAnchorElement;
  pointerId: number;
  x: number;
  y: number;
}

export function carryFrameClicks({
  doc = document,
  load = (href) => doc.defaultView?.location.assign(href),
}: FrameClickOptions = {}): void {
  const found = doc.defaultView;
  if (!found) return;
  const view: Window & typeof globalThis = found;
  let press: Press | null = null;

  const stop = () => {
    view.removeEventListener('pointerdown', onDown, true);
    view.removeEventListener('pointerup', onUp, true);
    view.removeEventListener('pointercancel', onCancel, true);
  };

  function onDown(event: PointerEvent) {
    press = null;
    if (doc.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)) {
      stop();
      return;
    }
    // A touch's click goes to what is under the finger at the end: nothing to carry over.
    if (event.pointerType === 'touch' || event.button !== 0) return;
    // A click with a modifier (new tab, new window, download) is left to the browser.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof view.Element ? event.target : null;
    const link = target?.closest('a[href]');
    const root = doc.getElementById('root');
    if (!link || !root?.contains(link)) return;
    press = {
      link: link as HTMLAnchorElement,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
    };
  }

  function onUp(event: PointerEvent) {
    const pressed = press;
    press = null;
    // Still in the page: the browser clicks it.
    if (!pressed || pressed.pointerId !== event.pointerId || pressed.link.isConnected) return;
    // Moved away: not a click.
    if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > CLICK_SLOP_PX) return;
    const there = doc.elementFromPoint?.(event.clientX, event.clientY)?.closest('a[href]');
    if (there instanceof view.HTMLAnchorElement && there.href === pressed.link.href) there.click();
    else load(pressed.link.href);
  }

  function onCancel() {
    press = null;
  }

  view.addEventListener('pointerdown', onDown, true);
  view.addEventListener('pointerup', onUp, true);
  view.addEventListener('pointercancel', onCancel, true);
}
