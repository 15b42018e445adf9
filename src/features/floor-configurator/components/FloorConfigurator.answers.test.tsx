import { act, screen } from '@testing-library/react';
import { elapse } from '@/testing/fakeClock';
import { CONFIG_PARAM, decodeConfiguration } from '../configParam';
import { enter, fillStep1, renderPage, toStep2 } from './FloorConfiguratorTestSetup';

type Store = ReturnType<typeof renderPage>['store'];

/** The configurator's state changes from now on. */
function watchChanges(store: Store) {
  const seen = { count: 0 };
  let last = store.getState().floorConfigurator;
  store.subscribe(() => {
    const now = store.getState().floorConfigurator;
    if (now !== last) seen.count += 1;
    last = now;
  });
  return seen;
}

/** Past the step-2 update delay and the server's answer. */
const settleAnswers = () => act(() => elapse(1000));

const addressValues = () =>
  decodeConfiguration(new URL(window.location.href).searchParams.get(CONFIG_PARAM))?.values;

describe('FloorConfigurator: one answer renders its fields, not the page (issue 43)', () => {
  it('a step-1 answer stays in the form and the address: the store does not change', async () => {
    const { user, store } = renderPage();
    await fillStep1(user);
    await settleAnswers();
    const changes = watchChanges(store);
    await enter(user, screen.getByRole('textbox', { name: /Nom de la configuration/ }), ' bis');
    await settleAnswers();
    expect(changes.count).toBe(0);
    expect(addressValues()?.configurationName).toBe('Maison Test bis');
  });

  it('a step-2 choice reaches the store only when the server narrows the joist infills', async () => {
    const { user, store } = renderPage();
    await toStep2(user);
    await settleAnswers();
    const changes = watchChanges(store);
    // The server's infills for these answers are those shown: nothing changes in the store.
    await user.click(screen.getByRole('radio', { name: 'Logement – cloisons maçonnées' }));
    await settleAnswers();
    expect(changes.count).toBe(0);
    expect(addressValues()?.loadCase).toBe('habitation-cloisons-lourdes');
    // A crawl-space floor narrows them: one change, the field's new definition.
    await user.click(screen.getByRole('radio', { name: 'Plancher bas sur vide sanitaire' }));
    await settleAnswers();
    expect(changes.count).toBe(1);
  });
});
