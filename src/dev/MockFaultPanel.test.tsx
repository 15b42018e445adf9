import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mock/db/mockDb';
import { createBrowserPersistence, SNAPSHOT_KEY } from '@mock/persistence/browserStore';
import type { DbSnapshot } from '@mock/db/snapshot';
import localforage from 'localforage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { RESET_DEMO_DATA } from './DemoDataReset';
import MockFaultPanel from './MockFaultPanel';

let databases = 0;
function freshStore() {
  databases += 1;
  return localforage.createInstance({ name: `rupteo-mock-panel-${databases}`, storeName: 'db' });
}

function renderPanel(resetDemoData: () => Promise<void>) {
  const reloadPage = jest.fn();
  renderWithProviders(
    <MockFaultPanel defaultOpen resetDemoData={resetDemoData} reloadPage={reloadPage} />,
  );
  const panel = screen.getByRole('complementary', { name: 'Serveur simulé' });
  return { panel, reloadPage };
}

const firstnameIn = (snapshot: DbSnapshot | null) =>
  snapshot?.tables.users.find(([id]) => id === 1)?.[1].firstname;

describe("the mock panel's reset of the demo data", () => {
  it('puts the seed data back in memory and in the browser, then reloads the page', async () => {
    const store = freshStore();
    const persistence = createBrowserPersistence({ store });
    db.users.get(1)!.firstname = 'Modifiée';
    await persistence.save();
    expect(firstnameIn(await store.getItem<DbSnapshot>(SNAPSHOT_KEY))).toBe('Modifiée');

    const { panel, reloadPage } = renderPanel(() => persistence.reset());
    await userEvent.click(within(panel).getByRole('button', { name: RESET_DEMO_DATA.action }));
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: RESET_DEMO_DATA.confirm }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(db.users.get(1)!.firstname).toBe('Claire');
    expect(firstnameIn(await store.getItem<DbSnapshot>(SNAPSHOT_KEY))).toBe('Claire');
    expect(within(panel).getByRole('status')).toHaveTextContent(RESET_DEMO_DATA.done);
  });

  it('does nothing when cancelled, and gives the focus back to the action', async () => {
    const resetDemoData = jest.fn(() => Promise.resolve());
    const { panel, reloadPage } = renderPanel(resetDemoData);
    await userEvent.click(within(panel).getByRole('button', { name: RESET_DEMO_DATA.action }));
    const question = within(panel).getByRole('group', { name: RESET_DEMO_DATA.question });
    expect(within(question).getByRole('button', { name: 'Annuler' })).toHaveFocus();

    await userEvent.click(within(question).getByRole('button', { name: 'Annuler' }));
    expect(within(panel).getByRole('button', { name: RESET_DEMO_DATA.action })).toHaveFocus();
    expect(resetDemoData).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('says so and does not reload when the browser storage refuses the reset', async () => {
    const { panel, reloadPage } = renderPanel(() => Promise.reject(new Error('quota')));
    await userEvent.click(within(panel).getByRole('button', { name: RESET_DEMO_DATA.action }));
    await userEvent.click(within(panel).getByRole('button', { name: RESET_DEMO_DATA.confirm }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(RESET_DEMO_DATA.failed);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: RESET_DEMO_DATA.action })).toBeEnabled();
  });
});
