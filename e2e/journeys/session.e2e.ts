/** Login and logout from the header widget. */
import assert from 'node:assert/strict';
import { expectVisible, SITE_HOSTS } from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

const EMAIL = 'claire.martin@maconnerie-martin.fr';
const PASSWORD = 'Rupteo2024!';

test('a user logs in and out on the floor site', async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.floor, '/');
  const header = page.getByRole('banner');

  await header.getByRole('button', { name: 'Se connecter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByLabel('E-mail').fill(EMAIL);
  await dialog.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();

  await expectVisible(
    page.getByText('Vous êtes maintenant connecté', { exact: true }),
    "the toast 'Vous êtes maintenant connecté'",
  );
  await expectVisible(header.getByText('Claire Martin', { exact: true }), "'Claire Martin'");
  await dialog.waitFor({ state: 'hidden' });

  await header.getByRole('button', { name: /Claire Martin/ }).click();
  await page.getByRole('menuitem', { name: 'Me déconnecter', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Déconnexion' });
  await expectVisible(confirm, 'the logout confirmation');
  await confirm.getByRole('button', { name: 'Oui, me déconnecter', exact: true }).click();

  await expectVisible(
    header.getByRole('button', { name: 'Se connecter', exact: true }),
    "the header button 'Se connecter' after logout",
  );
  assert.equal(await header.getByText('Claire Martin', { exact: true }).count(), 0);
});

test('a wrong password on the general site is shown under the password field', async ({
  openSite,
  allowConsoleError,
}) => {
  // The mock backend answers 401, which the browser logs as a failed resource.
  allowConsoleError(/status of 401/);
  const page = await openSite(SITE_HOSTS.general, '/');

  await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'CONNEXION' });
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByLabel('E-mail').fill(EMAIL);
  const password = dialog.getByLabel(/^Mot de passe/);
  await password.fill('pas-le-bon-mot-de-passe');
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();

  await expectVisible(
    dialog.getByText('Mot de passe incorrect', { exact: true }),
    "the error 'Mot de passe incorrect'",
  );
  // The message belongs to the password field: the input is invalid and points at it
  // (aria-errormessage, or aria-describedby).
  assert.equal(await password.getAttribute('aria-invalid'), 'true');
  const description = await password.evaluate((input) =>
    [input.getAttribute('aria-errormessage'), input.getAttribute('aria-describedby')]
      .join(' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  assert.match(description, /Mot de passe incorrect/);
});

test('keyboard only: the login dialog traps the focus, logs in with Enter, then gives the focus back', async ({
  openSite,
}) => {
  const page = await openSite(SITE_HOSTS.general, '/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true });
  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'CONNEXION' });
  await expectVisible(dialog, 'the login dialog');

  // The focus stays inside the dialog, however far one tabs.
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press('Tab');
    assert.ok(
      await dialog.evaluate((element) => element.contains(document.activeElement)),
      `the focus stays in the dialog (Tab ${step + 1})`,
    );
  }
  // Escape closes it and the focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // The dialog gives the focus back once its closing animation ends: within a moment.
  const focusIsBack = () => login.evaluate((element) => element === document.activeElement);
  for (let wait = 0; wait < 20 && !(await focusIsBack()); wait += 1) await page.waitForTimeout(100);
  assert.ok(await focusIsBack(), "the focus is back on 'Se connecter'");

  // Again, filled from the keyboard alone and sent with Enter.
  await page.keyboard.press('Enter');
  await expectVisible(dialog, 'the login dialog, opened again');
  const focusByTab = async (field: ReturnType<typeof dialog.getByLabel>, what: string) => {
    for (let step = 0; step < 12; step += 1) {
      if (await field.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    assert.fail(`Tab reaches ${what}`);
  };
  await focusByTab(dialog.getByLabel('E-mail'), 'the e-mail field');
  await page.keyboard.type(EMAIL);
  await focusByTab(dialog.getByLabel(/^Mot de passe/), 'the password field');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expectVisible(
    page.getByRole('banner').getByText('Claire Martin', { exact: true }),
    "'Claire Martin' in the header",
  );
});
