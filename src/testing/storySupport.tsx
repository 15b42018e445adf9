/** Story helpers: the story user's token is known to the mock backend; toasts are shown. */
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { fn, type Mock } from 'storybook/test';
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
