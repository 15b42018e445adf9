/** Story helpers: the story user's token is known to the mock backend; toasts are shown. */
import type { Decorator } from '@storybook/react-vite';
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
