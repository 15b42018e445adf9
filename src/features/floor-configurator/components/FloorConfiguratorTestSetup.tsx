/**
 * What the tests of the floor configurator's page share: the fake clock, the page rendered at its
 * route with the last address it went to, the answers entered and the way to step 2.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useFakeClock } from '@/testing/fakeClock';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { FloorConfigurator } from './FloorConfigurator';

jest.setTimeout(30_000);
// The form load delay, the step-2 debounce and the mock backend's waits run on a fake clock. Each
// test starts from an address without the answers (`config`) that the one before left.
beforeEach(() => {
  useFakeClock();
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.useRealTimers());

export const PATH = '/configurer-un-plancher/';
export let lastLocation = '';

export function LocationSpy() {
  const location = useLocation();
  useEffect(() => {
    lastLocation = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

export function renderPage(route = PATH) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/configurer-un-plancher/" element={<FloorConfigurator />} />
        <Route path="/" element={<p>Accueil du site</p>} />
      </Routes>
      <LocationSpy />
    </>,
    { site: 'floor', route },
  );
  return { user, ...view };
}

export type User = ReturnType<typeof userEvent.setup>;

/**
 * Enters a whole answer at once (a paste: one change, not one per character). Each change renders the
 * whole form again, so the answers that only lead a test to the state it checks are not typed.
 */
export async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export async function fillStep1(user: User) {
  await screen.findByRole('form', { name: 'Votre projet' });
  await enter(user, screen.getByRole('textbox', { name: /Code postal du chantier/ }), '69003');
  await enter(
    user,
    screen.getByRole('textbox', { name: /Nom de la configuration/ }),
    'Maison Test',
  );
}

export async function toStep2(user: User) {
  await fillStep1(user);
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  await screen.findByRole('heading', { name: 'Votre plancher' });
}
