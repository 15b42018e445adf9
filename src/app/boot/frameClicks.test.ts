import { APP_STARTED_ATTRIBUTE } from './appStarted';
import { carryFrameClicks, CLICK_SLOP_PX } from './frameClicks';

/** A page whose #root holds the frame's link to the configurator. */
function framePage(): { root: HTMLElement; link: HTMLAnchorElement } {
  document.body.innerHTML =
    '<div id="root"><main><a href="/configurer-un-plancher/">Configurer</a></main></div>';
  const root = document.getElementById('root')!;
  return { root, link: root.querySelector('a')! };
}

/** The app's render: the frame's nodes replaced by the app's, its link at the same place. */
function appReplacesFrame(root: HTMLElement, href = '/configurer-un-plancher/'): HTMLAnchorElement {
  root.innerHTML = `<main><a href="${href}">Configurer</a></main>`;
  return root.querySelector('a')!;
}

/** A pointer event (jsdom has no PointerEvent: a mouse event with the pointer's fields). */
function pointer(type: string, target: EventTarget, init: PointerEventInit = {}): void {
  const { pointerId = 1, pointerType = 'mouse', ...mouse } = init;
  const event = new MouseEvent(type, {
    bubbles: true,
    button: 0,
    clientX: 20,
    clientY: 30,
    ...mouse,
  });
  Object.defineProperties(event, {
    pointerId: { value: pointerId },
    pointerType: { value: pointerType },
  });
  target.dispatchEvent(event);
}

describe('carryFrameClicks', () => {
  let elementAt: HTMLElement | null;
  const load = jest.fn<void, [string]>();

  beforeEach(() => {
    load.mockReset();
    elementAt = null;
    // jsdom has no layout: the element under the pointer is the test's.
    document.elementFromPoint = () => elementAt;
  });

  afterEach(() => {
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    // Each test's listeners end at a press once the app has started.
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    pointer('pointerdown', document.body);
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
  });

  it("a press on the frame's link released on the app's same link clicks the app's", () => {
    const { root, link } = framePage();
    carryFrameClicks({ load });
    pointer('pointerdown', link);
    const appLink = appReplacesFrame(root);
    elementAt = appLink;
    const clicked = jest.fn((event: Event) => event.preventDefault());
    appLink.addEventListener('click', clicked);
    pointer('pointerup', appLink);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('without the same link under the pointer, loads the pressed link', () => {
    const { root, link } = framePage();
    carryFrameClicks({ load });
    pointer('pointerdown', link);
    elementAt = appReplacesFrame(root, '/autre/');
    pointer('pointerup', elementAt);
    expect(load).toHaveBeenCalledWith('http://localhost/configurer-un-plancher/');
  });

  it('leaves to the browser a click whose link is still there, a drag, a touch and a cancel', () => {
    const { root, link } = framePage();
    carryFrameClicks({ load });
    // Still in the page: the browser's own click.
    pointer('pointerdown', link);
    pointer('pointerup', link);
    // Moved away before the release.
    pointer('pointerdown', link);
    elementAt = appReplacesFrame(root);
    pointer('pointerup', elementAt, { clientX: 20 + CLICK_SLOP_PX + 1 });
    // A touch: its click goes to what is under the finger.
    const { root: root2, link: link2 } = framePage();
    pointer('pointerdown', link2, { pointerType: 'touch' });
    elementAt = appReplacesFrame(root2);
    pointer('pointerup', elementAt, { pointerType: 'touch' });
    // Cancelled (a scroll).
    const { root: root3, link: link3 } = framePage();
    pointer('pointerdown', link3);
    pointer('pointercancel', link3);
    elementAt = appReplacesFrame(root3);
    pointer('pointerup', elementAt);
    expect(load).not.toHaveBeenCalled();
  });

  it('ends once the app has started: a press then is the app’s', () => {
    const { root, link } = framePage();
    carryFrameClicks({ load });
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    pointer('pointerdown', link);
    elementAt = appReplacesFrame(root, '/autre/');
    pointer('pointerup', elementAt);
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    // Not listening any more, even with the mark gone.
    const again = framePage();
    pointer('pointerdown', again.link);
    elementAt = appReplacesFrame(again.root, '/autre/');
    pointer('pointerup', elementAt);
    expect(load).not.toHaveBeenCalled();
  });
});
