/**
 * A save whose request gets no answer once, the browser online (issue: "a bad day"; docs/offline.md,
 * "The save queue"), for each of the four saves, in both modes: the fault 'Erreur réseau' on the
 * save's operation, the save made, the page says that the server does not answer and shows the save
 * 'en attente' with 'Réessayer maintenant'; the fault removed, the save reaches the server within
 * 15 s with no other action, the screen takes its answer in, and the history read from the server
 * lists it. The history name also meets the browser set offline: the offline text instead, and the
 * browser's 'online' sends the save at once.
 */
import assert from 'node:assert/strict';
import type { Page, Response } from '@playwright/test';
import { logInFromHeader } from '../support/account.ts';
import { expectVisible, saveScreenshot, SITE_HOSTS, siteUrl } from '../support/browser.ts';
import { fillCarbonSimulation } from '../support/carbon.ts';
import { clearFaults, injectFault, type JourneyFault } from '../support/faults.ts';
import { test } from '../support/fixtures.ts';
import { FLOOR_CONFIGURATION } from '../support/floor.ts';

const UNREACHED_BANNER =
  "Le serveur ne répond pas : vos enregistrements seront envoyés dès qu'il répondra.";
const UNREACHED_TOAST = 'Le serveur ne répond pas : votre enregistrement est en attente.';
const OFFLINE_BANNER =
  'Vous êtes hors ligne : vos enregistrements seront envoyés au retour du réseau.';
/** The longest a waiting save may take to reach a server that answers again. */
const SENT_WITHIN_MS = 15_000;
/** The browser's report of each request the fault cuts off. */
const CUT_OFF = /Failed to load resource|net::ERR_/;

/** The next answer of the save's operation (`method`, an address matching `path`) with a 2xx. */
function nextAnswer(page: Page, method: string, path: RegExp, timeout: number): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      path.test(new URL(response.url()).pathname) &&
      response.ok(),
    { timeout },
  );
}

/**
 * The part common to the four saves: the fault, the save (`save`), the notices; then the fault
 * removed and the save's answer, awaited without any action, within SENT_WITHIN_MS.
 */
async function unansweredThenSent(
  page: Page,
  {
    fault,
    path,
    save,
    name,
  }: { fault: JourneyFault; path: RegExp; save: () => Promise<void>; name: string },
): Promise<void> {
  await injectFault(page, fault);
  await save();
  await expectVisible(page.getByText(UNREACHED_TOAST), 'the toast of a save kept');
  await expectVisible(
    page.getByRole('status').filter({ hasText: UNREACHED_BANNER }),
    'the banner: the server does not answer',
  );
  await expectVisible(page.getByText('en attente', { exact: true }).first(), "'en attente'");
  await expectVisible(
    page.getByRole('button', { name: 'Réessayer maintenant' }).first(),
    "'Réessayer maintenant'",
  );
  await saveScreenshot(page, `unanswered-save-${name}-waiting`);

  const [method] = fault.operation.split(' ');
  const answered = nextAnswer(page, method!, path, SENT_WITHIN_MS);
  await clearFaults(page);
  const started = Date.now();
  await answered;
  const took = Date.now() - started;
  assert.ok(took <= SENT_WITHIN_MS, `sent ${took} ms after the server answered again`);
}

/** The personal space's history of the site, read from the server, lists `name`. */
async function inHistory(page: Page, host: string, list: string, name: string): Promise<void> {
  await page.goto(siteUrl(host, '/espace-personnel#/historique'));
  await expectVisible(
    page.getByRole('list', { name: list }).getByRole('heading', { name, exact: true }),
    `'${name}' in the history`,
  );
}

test('a history name that gets no answer is sent when the server answers again; offline, at once on online', async ({
  openSite,
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(CUT_OFF);
  const name = 'Chantier sans réponse';
  await openSite(SITE_HOSTS.general, '/evaluer-le-psi-dun-rupteur/#/1004/Rupteur');
  await logInFromHeader(page, { dialogName: 'CONNEXION' });
  await expectVisible(page.getByTestId('product-name'), 'the product name');

  const saveName = async (text: string) => {
    await page
      .getByRole('button', { name: /Sauvegarder ce résultat|Renommer/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog, 'the save dialog');
    await dialog.getByLabel(/Nom de la simulation/).fill(text);
    await dialog.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
  const fault: JourneyFault = { operation: 'POST /api/history/save', kind: 'network-error' };
  const path = /\/api\/history\/save$/;
  await unansweredThenSent(page, { fault, path, save: () => saveName(name), name: 'history' });
  await expectVisible(
    page.getByText('Votre simulation a été sauvegardée dans votre espace personnel'),
    'the save toast',
  );
  const bar = page.getByRole('region', { name: 'Simulation sauvegardée' });
  await expectVisible(bar.getByText(name), 'the saved name');
  assert.equal(await page.getByTestId('pending-save').count(), 0, "no 'en attente' once sent");

  // The browser offline: its own words; 'online' sends the waiting save at once.
  const offlineName = 'Chantier hors ligne';
  await injectFault(page, fault);
  await saveName(offlineName);
  await expectVisible(page.getByText(UNREACHED_TOAST).first(), 'the save kept');
  await context.setOffline(true);
  await expectVisible(
    page.getByRole('status').filter({ hasText: OFFLINE_BANNER }),
    'the offline banner',
  );
  await clearFaults(page);
  // Past the first wait (2 s): nothing is tried while the browser says offline.
  let triedOffline = false;
  const watch = (response: Response) => {
    if (path.test(new URL(response.url()).pathname)) triedOffline = true;
  };
  page.on('response', watch);
  await page.waitForTimeout(3_000);
  page.off('response', watch);
  assert.equal(triedOffline, false, 'nothing sent while the browser says offline');
  const answered = nextAnswer(page, 'POST', path, 3_000);
  await context.setOffline(false);
  await answered;
  await expectVisible(bar.getByText(offlineName), 'the name given offline, saved');
  await inHistory(page, SITE_HOSTS.general, 'Mes simulations', offlineName);
});

test('a floor configuration that gets no answer is sent when the server answers again', async ({
  openSite,
  page,
  allowConsoleError,
}) => {
  allowConsoleError(CUT_OFF);
  const name = 'Plancher sans réponse';
  await openSite(SITE_HOSTS.floor, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  const config = {
    ...FLOOR_CONFIGURATION,
    values: { ...FLOOR_CONFIGURATION.values, configurationName: name },
  };
  const encoded = Buffer.from(JSON.stringify(config), 'utf8').toString('base64url');
  await page.goto(siteUrl(SITE_HOSTS.floor, `/configurer-un-plancher/?config=${encoded}`));
  const submit = page.getByRole('button', { name: 'Trouver les solutions adaptées' });
  await expectVisible(submit, "'Trouver les solutions adaptées'");
  await unansweredThenSent(page, {
    fault: { operation: 'POST /api/simulator/', kind: 'network-error' },
    path: /\/api\/simulator\/$/,
    save: () => submit.click(),
    name: 'floor',
  });
  await expectVisible(
    page.getByRole('heading', { name: 'Solutions recommandées pour vous' }),
    'the solutions of the configuration sent',
  );
  await inHistory(page, SITE_HOSTS.floor, 'Mes configurations', name);
});

test('a carbon simulation that gets no answer is sent when the server answers again', async ({
  openSite,
  page,
  allowConsoleError,
}) => {
  allowConsoleError(CUT_OFF);
  const name = 'Maison sans réponse';
  await openSite(SITE_HOSTS.carbon, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  await fillCarbonSimulation(page, name);
  await unansweredThenSent(page, {
    fault: { operation: 'POST /api/clusters/simulations/', kind: 'network-error' },
    path: /\/api\/clusters\/simulations\/$/,
    save: () => page.getByRole('button', { name: "Estimer l'impact carbone" }).click(),
    name: 'carbon-simulation',
  });
  await expectVisible(page.getByRole('article').first(), 'the simulation sent, in its cluster');
  await inHistory(page, SITE_HOSTS.carbon, 'Mes simulations', name);
});

test("a visitor's cluster saved to the account that gets no answer is sent when the server answers again", async ({
  openSite,
  page,
  allowConsoleError,
}) => {
  allowConsoleError(CUT_OFF);
  const name = 'Projet sans réponse';
  await openSite(SITE_HOSTS.carbon, '/');
  await fillCarbonSimulation(page, name);
  await page.getByRole('button', { name: "Estimer l'impact carbone" }).click();
  await expectVisible(page.getByRole('article').first(), 'a simulation card');
  await unansweredThenSent(page, {
    fault: { operation: 'PUT /api/clusters/save/{id}/', kind: 'network-error' },
    path: /\/api\/clusters\/save\/\d+\/$/,
    save: async () => {
      await page.getByRole('button', { name: 'Sauvegarder ma simulation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connexion' });
      await expectVisible(dialog, 'the login dialog');
      await dialog.getByLabel('E-mail').fill('claire.martin@maconnerie-martin.fr');
      await dialog.getByLabel(/^Mot de passe/).fill('Rupteo2024!');
      await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
    name: 'cluster',
  });
  await expectVisible(
    page.getByText('Votre solution a bien été sauvegardée.'),
    "'Votre solution a bien été sauvegardée.'",
  );
  await inHistory(page, SITE_HOSTS.carbon, 'Mes simulations', name);
});
