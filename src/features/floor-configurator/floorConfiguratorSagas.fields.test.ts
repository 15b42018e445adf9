import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { server } from '../../../mock-server/node';
import { setFaults } from '../../../mock-server/faults';
import { encodeConfiguration } from './configParam';
import { choicesOf, STEP2_UPDATE_DELAY_MS } from './floorRules';
import { continuityAnswered, infillsAsked, stepContinued } from './floorConfiguratorSlice';
import { elapse } from '@/testing/fakeClock';
import { type Store, c, openForm, STEP1, crawlSpace } from './floorConfiguratorSagasTestSetup';

describe('continuity (spec 002 §5.1, §8)', () => {
  it('is validated by the server once both are filled; the message is cleared on success', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    const base = { ...c(store).answers, continuity: 'true' };
    store.dispatch(continuityAnswered({ ...base, continuityWidth: '300' }));
    await elapse(50);
    expect(c(store).continuityErrors).toEqual({});
    store.dispatch(
      continuityAnswered({ ...base, continuityWidth: '300', continuityLength: '900' }),
    );
    await waitFor(() =>
      expect(c(store).continuityErrors.continuityWidth).toBe(
        'La largeur de continuité doit être comprise entre 20 et 120 cm.',
      ),
    );
    store.dispatch(continuityAnswered({ ...base, continuityWidth: '20', continuityLength: '900' }));
    await waitFor(() => expect(c(store).continuityErrors).toEqual({}));
  });
});

describe('continuity of a restored configuration (spec 002 §5.1)', () => {
  it('is checked by the server as soon as the form shows, when both sizes are there', async () => {
    const { store } = createTestStore({ site: 'floor' });
    const config = encodeConfiguration({
      step: 2,
      values: { ...STEP1, continuity: 'true', continuityWidth: '300', continuityLength: '900' },
    });
    await openForm(store, { config });
    await waitFor(() =>
      expect(c(store).continuityErrors.continuityWidth).toBe(
        'La largeur de continuité doit être comprise entre 20 et 120 cm.',
      ),
    );
  });
});

describe('joist infills (spec 002 §7, §9)', () => {
  const entrevousChoices = (store: Store) => {
    const field = c(store)
      .steps[1]!.fields.flatMap((one) => [one, ...(one.children ?? [])])
      .find((one) => one.name === 'entrevous')!;
    return Object.values(choicesOf(field)).sort();
  };

  it('150 ms after the last step 2 change, POST /api/configurator/entrevous/?as-field=1 narrows the field', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    store.dispatch(stepContinued({ ...c(store).answers, ...STEP1 }));
    await waitFor(() => expect(c(store).step).toBe(2), { timeout: 5000 });
    expect(entrevousChoices(store)).toEqual(['beton', 'bois', 'indifferent', 'pse', 'pse-isolant']);
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/configurator/entrevous/')
        seen.push(`${request.method} ${url.search}`);
    };
    server.events.on('request:start', listener);
    const values = crawlSpace(c(store).answers);
    // Three answers: floorPosition, loadCase, floorSpan.
    for (let answer = 0; answer < 3; answer += 1) store.dispatch(infillsAsked(values));
    await elapse(STEP2_UPDATE_DELAY_MS / 2);
    expect(seen).toEqual([]);
    await waitFor(() => expect(entrevousChoices(store)).toEqual(['indifferent', 'pse-isolant']));
    server.events.removeListener('request:start', listener);
    // One request for the three changes.
    expect(seen).toEqual(['POST ?as-field=1']);
  });

  it('a server error keeps the field as it was and the form usable', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    store.dispatch(stepContinued({ ...c(store).answers, ...STEP1 }));
    await waitFor(() => expect(c(store).step).toBe(2), { timeout: 5000 });
    setFaults([{ operation: 'POST /api/configurator/entrevous/', kind: 'server-error', times: 1 }]);
    let answered = false;
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/configurator/entrevous/') answered = true;
    };
    server.events.on('response:mocked', listener);
    const values = crawlSpace(c(store).answers);
    store.dispatch(infillsAsked(values));
    await waitFor(() => expect(answered).toBe(true));
    server.events.removeListener('response:mocked', listener);
    await elapse(50);
    expect(entrevousChoices(store)).toEqual(['beton', 'bois', 'indifferent', 'pse', 'pse-isolant']);
    expect(c(store).step).toBe(2);
    expect(c(store).status).toBe('ready');
  });
});
