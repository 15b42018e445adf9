import { screen } from '@testing-library/react';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from '@/ui/theme/ThemeProvider';
import { AppToaster } from './AppToaster';
import { showToast, toaster } from './toaster';

/** Raises a toast from its effect, as the account-link handler does on the app's first render. */
function RaiseOnMount({ description }: { description: string }) {
  useEffect(() => showToast({ type: 'success', description }), [description]);
  return null;
}

let root: Root | undefined;
let actEnvironment: unknown;

beforeEach(() => {
  // The app renders as a transition outside act(): its effects run when React schedules them.
  actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  toaster.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

function renderAsTheApp(children: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  startTransition(() => root!.render(<ThemeProvider>{children}</ThemeProvider>));
}

describe('AppToaster', () => {
  it('shows a toast raised in the same first render that mounts it', async () => {
    renderAsTheApp(
      <>
        <RaiseOnMount description="Votre nouveau mot de passe a été enregistré" />
        <AppToaster />
      </>,
    );
    expect(
      await screen.findByText('Votre nouveau mot de passe a été enregistré'),
    ).toBeInTheDocument();
  });

  it('shows a toast raised before it was mounted', async () => {
    showToast({ type: 'error', description: 'Ce lien est invalide ou a expiré.' });
    renderAsTheApp(<AppToaster />);
    expect(await screen.findByText('Ce lien est invalide ou a expiré.')).toBeInTheDocument();
  });
});
