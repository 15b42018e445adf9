/**
 * Faults of the mock backend for the journeys, set as a person would in each mode: in the `real`
 * mode on the standalone mock server (`POST /__mock/faults`), in the `embedded` mode through the
 * "Serveur simulé" panel of the page (its rules apply to the handlers that run in the page).
 */
import type { Page } from '@playwright/test';
import { currentApiUrl, currentMode, expectVisible } from './browser.ts';

export interface JourneyFault {
  /** 'METHOD /path/{param}/' as in the API inventory. */
  operation: string;
  kind: 'network-error' | 'server-error';
}

async function postFaults(rules: JourneyFault[]): Promise<void> {
  const response = await fetch(`${currentApiUrl()}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rules),
  });
  if (!response.ok) throw new Error(`POST /__mock/faults: ${response.status}`);
}

/** The panel, opened; `work` is done in it, then it is closed again. */
async function withPanel(page: Page, work: () => Promise<void>): Promise<void> {
  const panel = page.getByRole('complementary', { name: 'Serveur simulé' });
  const trigger = panel.getByRole('button', { name: /^Serveur simulé/ });
  await trigger.click();
  await expectVisible(panel.getByText('Règles actives'), "the panel's rules");
  await work();
  await trigger.click();
  await panel.getByText('Règles actives').waitFor({ state: 'hidden' });
}

/** The fault applies to every request of its operation until `clearFaults`. */
export async function injectFault(page: Page, fault: JourneyFault): Promise<void> {
  if (currentMode() === 'real') return postFaults([fault]);
  await withPanel(page, async () => {
    const panel = page.getByRole('complementary', { name: 'Serveur simulé' });
    await panel.getByLabel('Opération').selectOption(fault.operation);
    await panel.getByLabel('Panne').selectOption(fault.kind);
    await panel.getByRole('button', { name: 'Ajouter la règle' }).click();
    await expectVisible(panel.getByRole('button', { name: /^Retirer la règle/ }), 'the rule');
  });
}

/** No fault any more: the server answers again. */
export async function clearFaults(page: Page): Promise<void> {
  if (currentMode() === 'real') return postFaults([]);
  await withPanel(page, async () => {
    const panel = page.getByRole('complementary', { name: 'Serveur simulé' });
    const remove = panel.getByRole('button', { name: /^Retirer la règle/ });
    while ((await remove.count()) > 0) await remove.first().click();
    await expectVisible(panel.getByText('Aucune panne simulée.'), 'no rule left');
  });
}
