/** The account sagas against the mock backend, with the messages of spec 000 §8: the profile. */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mock-server/node';
import { toaster } from '@/ui/toast/toaster';
import { profileRequested, profileSaveRequested } from './accountSlice';
import { INITIAL_LOAD_DELAY_MS, PROFILE_FADE_OUT_MS } from './profileSagas';
import { CLAIRE, toasts, loggedIn, bodiesSentTo } from './accountSagaTestSetup';

afterEach(() => toaster.remove());

describe('profile', () => {
  it('loads after 250 ms and shows 250 ms after the answer', async () => {
    const { store } = loggedIn('floor');
    const started = performance.now();
    store.dispatch(profileRequested());
    await waitFor(() => expect(store.getState().account.profile.status).toBe('loaded'));
    const loadedAfter = performance.now() - started;
    expect(loadedAfter).toBeGreaterThanOrEqual(INITIAL_LOAD_DELAY_MS - 1);
    expect(store.getState().account.profile.visible).toBe(false);
    await waitFor(() => expect(store.getState().account.profile.visible).toBe(true));
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      INITIAL_LOAD_DELAY_MS + PROFILE_FADE_OUT_MS - 1,
    );
    expect(store.getState().account.profile.data).toMatchObject({
      email: CLAIRE,
      lastname: 'Martin',
    });
  });

  it('blank lastname, firstname or company are replaced by the current values before sending', async () => {
    const { store } = loggedIn('floor');
    store.dispatch(profileRequested());
    await waitFor(() => expect(store.getState().account.profile.visible).toBe(true));
    const sent = bodiesSentTo('PUT', '/api/user/data/');
    store.dispatch(
      profileSaveRequested({
        profile: { lastname: ' ', firstname: '', company: '', city: 'Villeurbanne' },
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      lastname: 'Martin',
      firstname: 'Claire',
      company: 'Maçonnerie Martin',
      city: 'Villeurbanne',
    });
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', description: 'Vos informations ont bien été mises à jour.' },
      ]),
    );
  });

  it('carbon site: sends only firstname, lastname and company', async () => {
    const { store } = loggedIn('carbon');
    const sent = bodiesSentTo('PUT', '/api/user/data/');
    store.dispatch(
      profileSaveRequested({
        profile: { lastname: 'Martin-Roux', firstname: 'Claire', company: 'MM', city: 'Lyon' },
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ lastname: 'Martin-Roux', firstname: 'Claire', company: 'MM' });
    await waitFor(() => expect(store.getState().session.user?.lastname).toBe('Martin-Roux'));
  });

  it("general site: success 'Les modifications ont été enregistrées'", async () => {
    const { store } = loggedIn('general');
    store.dispatch(profileRequested());
    await waitFor(() => expect(store.getState().account.profile.visible).toBe(true));
    const profile = store.getState().account.profile.data!;
    store.dispatch(profileSaveRequested({ profile: { ...profile, firstname: '' } }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', description: 'Les modifications ont été enregistrées' },
      ]),
    );
  });

  it("general site: failure 'Une erreur est survenue'", async () => {
    server.use(
      http.post('*/api/user/set-profile', () =>
        HttpResponse.json({ success: false, error: { siret: 'SIRET invalide' } }, { status: 400 }),
      ),
    );
    const { store } = loggedIn('general');
    store.dispatch(profileSaveRequested({ profile: { lastname: 'Martin' } }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', description: 'Une erreur est survenue' }]),
    );
  });

  it('account apps: a failure is shown as an error toast (deviation: the original only logs it)', async () => {
    server.use(
      http.put('*/api/user/data/', () =>
        HttpResponse.json(
          { success: false, error: { lastname: 'Nom trop long' } },
          { status: 400 },
        ),
      ),
    );
    const { store } = loggedIn('floor');
    store.dispatch(profileSaveRequested({ profile: { lastname: 'Martin' } }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', description: 'Nom trop long' }]),
    );
  });
});
