/**
 * Story helpers: the story user's token is known to the mock backend; toasts are shown; a request
 * fails once; spies; play functions that several stories share.
 */
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within, type Mock } from 'storybook/test';
import { registerToken } from '@mock/db/mockDb';
import { storyUser } from '@/testing/storyFixtures';
import { AppToaster } from '@/ui/toast/AppToaster';
import { toaster } from '@/ui/toast/toaster';

export function withKnownUser() {
  registerToken(storyUser.token, { kind: 'user', userId: storyUser.id });
  return () => toaster.remove();
}

/** Renders the app's toaster beside the story, as the shell does. */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <AppToaster />
  </>
);

/**
 * A story's `beforeEach` where the mock backend answers this request once with a server error (500),
 * then as usual: the story shows the error, then its retry.
 */
export function failsOnce(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  return ({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.get>[]) => void } }) => {
    msw.use(http[method](path, () => HttpResponse.json({}, { status: 500 }), { once: true }));
  };
}

/** Story args that spy on these callbacks, for the play functions: `args: { ...spies('onSave') }`. */
export function spies<const Name extends string>(...names: Name[]): Record<Name, Mock> {
  return Object.fromEntries(names.map((name) => [name, fn()])) as Record<Name, Mock>;
}

/** What a shared play function reads of the story's context. */
interface PlayContext {
  canvasElement: HTMLElement;
}

/** A play function: each text is in the story. */
export function showsText(...texts: string[]) {
  return async ({ canvasElement }: PlayContext) => {
    for (const text of texts)
      await expect(within(canvasElement).getByText(text)).toBeInTheDocument();
  };
}

/** What a screen shows: a text, or an element by its role and accessible name (a heading's level). */
export type Shown = { text: string } | { role: 'heading' | 'list'; name: string; level?: number };

async function findShown(canvasElement: HTMLElement, shown: Shown): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  return 'text' in shown
    ? canvas.findByText(shown.text, {}, { timeout: 5000 })
    : canvas.findByRole(shown.role, { name: shown.name, level: shown.level }, { timeout: 5000 });
}

/**
 * A story whose request fails once (failsOnce): the screen shows the error, 'Réessayer' is clicked,
 * then `shown` is visible. Spread into the story: `{ name: '…', ...retriedAfterFailure(…) }`.
 */
export function retriedAfterFailure(
  method: Parameters<typeof failsOnce>[0],
  path: string,
  shown: Shown,
) {
  return {
    beforeEach: failsOnce(method, path),
    play: async ({ canvasElement }: PlayContext) => {
      await userEvent.click(
        await within(canvasElement).findByRole('button', { name: 'Réessayer' }, { timeout: 5000 }),
      );
      await expect(await findShown(canvasElement, shown)).toBeVisible();
    },
  };
}

/** A play function: each of `shown` becomes visible, in turn. */
export function shownInTurn(...shown: Shown[]) {
  return async ({ canvasElement }: PlayContext) => {
    for (const item of shown) await expect(await findShown(canvasElement, item)).toBeVisible();
  };
}

/** A play function: the screen shows `loadingText` (its loading status), then each of `shown`. */
export function shownAfterLoading(loadingText: string, ...shown: Shown[]) {
  const loaded = shownInTurn(...shown);
  return async (context: PlayContext) => {
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(loadingText);
    await loaded(context);
  };
}
