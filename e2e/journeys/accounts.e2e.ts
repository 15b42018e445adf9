/**
 * Accounts end to end, against the embedded mock backend: registration and activation on the floor
 * site, login with remember-me, password and e-mail changes, logout leaving nothing behind; single
 * sign-on of a partner-domain user on the carbon site; the forced new password on the general site.
 *
 * The mock backend keeps its data in the page, so the journeys move inside the app (no reload) once
 * they have started: links read from the outbox are opened through the router.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { expectVisible, readOutbox, saveScreenshot, SITE_HOSTS } from '../support/browser.ts';
import { test } from '../support/fixtures.ts';
import { storedSession } from '../support/account.ts';

const outbox = readOutbox;

async function lastLinkTo(page: Page, address: string): Promise<string> {
  const email = (await outbox(page)).find((sent) => sent.to === address);
  assert.ok(email, `no e-mail was sent to ${address}`);
  return email.link;
}

/** Opens a path of the site through the router, as a click on a link would. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const toast = (page: Page, text: string) =>
  expectVisible(page.getByText(text, { exact: true }).first(), `the toast '${text}'`);

test('floor site: register, activate, log in with remember-me, change password and e-mail, log out', async ({
  openSite,
  allowConsoleError,
}) => {
  // The mock answers refused calls with 4xx statuses, which the browser logs.
  allowConsoleError(/status of 40[01]/);
  const page = await openSite(SITE_HOSTS.floor, '/inscription');
  const stamp = Date.now();
  const email = `ines.moreau.${stamp}@exemple.fr`;
  const newEmail = `ines.nouvelle.${stamp}@exemple.fr`;

  // Registration, step 1.
  await expectVisible(page.getByText('Étape 1 sur 2', { exact: true }), "'Étape 1 sur 2'");
  await saveScreenshot(page, 'accounts-registration-floor-1280');
  await page.setViewportSize({ width: 720, height: 900 });
  await saveScreenshot(page, 'accounts-registration-floor-720');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Moreau');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Inès');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: 'Code postal' }).fill('6900123');
  assert.equal(await page.getByRole('textbox', { name: 'Code postal' }).inputValue(), '69001');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 2: password with the criteria, consent.
  await expectVisible(page.getByText('Étape 2 sur 2', { exact: true }), "'Étape 2 sur 2'");
  await page.getByLabel(/^Mot de passe/).fill('Secret2025!');
  await page.getByLabel(/^Répétez le mot de passe/).fill('Secret2025!');
  const criteria = page.getByRole('list', { name: 'Critères du mot de passe' });
  await expectVisible(criteria, 'the password criteria');
  assert.equal(await criteria.locator('[data-valid="false"]').count(), 0);
  await page.getByText(/J'accepte que mes données/).click();
  await page.getByRole('button', { name: 'Valider mon inscription' }).click();
  await expectVisible(
    page.getByRole('heading', { name: 'Votre inscription a été enregistrée avec succès' }),
    'the registration confirmation',
  );

  // Activation through the e-mailed link.
  await openInApp(page, await lastLinkTo(page, email));
  await toast(page, 'Votre compte est maintenant activé.');

  // Login with remember-me.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Se connecter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await dialog.getByLabel(/^Mot de passe/).fill('Secret2025!');
  await dialog.getByText('Se souvenir de moi').click();
  await saveScreenshot(page, 'accounts-login-floor-1280');
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await toast(page, 'Vous êtes maintenant connecté');
  await expectVisible(header.getByText('Inès Moreau', { exact: true }), "'Inès Moreau'");
  const stored = await storedSession(page);
  assert.equal(stored.remember, true);
  const token = (stored.user as { token: string }).token;

  // Password change from /modification.
  await openInApp(page, '/espace-personnel#/modification');
  const save = page.getByRole('button', { name: 'Sauvegarder les modifications' });
  await expectVisible(save, "'Sauvegarder les modifications'");
  await saveScreenshot(page, 'accounts-profile-floor-1280');
  await page.setViewportSize({ width: 720, height: 900 });
  await saveScreenshot(page, 'accounts-profile-floor-720');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Changer le mot de passe du compte' });
  await expectVisible(passwordDialog, 'the password dialog');
  await passwordDialog.getByLabel(/^Mot de passe actuel/).fill('Secret2025!');
  await passwordDialog.getByLabel(/^Nouveau mot de passe/).fill('Nouveau2026!');
  await passwordDialog.getByLabel(/^Confirmation du mot de passe/).fill('Nouveau2026!');
  await passwordDialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await toast(page, 'Votre mot de passe a bien été modifié');
  await passwordDialog.waitFor({ state: 'hidden' });

  // E-mail change, confirmed through the e-mailed link.
  await page.getByRole('button', { name: "Modifier l'adresse e-mail" }).click();
  const emailDialog = page.getByRole('dialog', { name: "Changer l'adresse e-mail" });
  await expectVisible(emailDialog, 'the e-mail dialog');
  await emailDialog.getByRole('textbox', { name: /Nouvelle adresse/ }).fill(newEmail);
  await emailDialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await toast(page, 'Un e-mail de confirmation a été envoyé à votre nouvelle adresse.');
  await emailDialog.waitFor({ state: 'hidden' });
  await openInApp(page, await lastLinkTo(page, newEmail));
  await toast(page, 'Votre nouvelle adresse e-mail est confirmée.');
  await expectVisible(header.getByText(newEmail, { exact: true }), 'the new e-mail in the header');
  const confirmedToken = ((await storedSession(page)).user as { token: string }).token;

  // Logout: nothing of the user stays in storage, and no later request carries a user token.
  await header.getByRole('button', { name: /Inès Moreau/ }).click();
  await page.getByRole('menuitem', { name: 'Me déconnecter', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Déconnexion' });
  await confirm.getByRole('button', { name: 'Oui, me déconnecter', exact: true }).click();
  await expectVisible(
    header.getByRole('button', { name: 'Se connecter', exact: true }),
    "'Se connecter' after logout",
  );
  const afterLogout = await storedSession(page);
  assert.ok(!('user' in afterLogout), 'the user is still stored after logout');
  assert.ok(!('remember' in afterLogout), 'the remember flag is still stored after logout');
  assert.doesNotMatch(JSON.stringify(afterLogout), new RegExp(`${email}|${newEmail}|Moreau`));

  const authorizations: string[] = [];
  page.on('request', (request) => {
    const value = request.headers().authorization;
    if (value) authorizations.push(value);
  });
  await openInApp(page, '/espace-personnel');
  await expectVisible(
    page.getByText('Connectez-vous pour accéder à votre espace personnel.'),
    'the invitation to log in',
  );
  await openInApp(page, '/inscription');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^Nom/ }).click();
  await page.waitForTimeout(300);
  for (const value of authorizations) {
    assert.ok(!value.includes(token) && !value.includes(confirmedToken), 'a user token was sent');
  }
});

test('carbon site: a partner-domain user logs in through single sign-on', async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.carbon, '/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Se connecter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill('marc.lefevre@batiprime.fr');
  const sso = dialog.getByRole('button', { name: 'Se connecter avec mon compte Batiprime' });
  await expectVisible(sso, 'the single-sign-on button');
  assert.equal(await dialog.getByLabel(/^Mot de passe/).count(), 0);
  assert.equal(await dialog.getByRole('button', { name: 'Se connecter', exact: true }).count(), 0);
  await saveScreenshot(page, 'accounts-login-sso-carbon-1280');
  await sso.click();
  await expectVisible(header.getByText('Marc Lefèvre', { exact: true }), "'Marc Lefèvre'");
  await page.waitForURL((url) => url.pathname === '/');
  const stored = await storedSession(page);
  assert.equal((stored.user as { email: string }).email, 'marc.lefevre@batiprime.fr');
});

test("general site: sophie.durand's first login forces the new password", async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.general, '/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Se connecter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'CONNEXION' });
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill('sophie.durand@negoce-materiaux.fr');
  await dialog.getByLabel(/^Mot de passe/).fill('Rupteo2024!');
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();

  const forced = page.getByRole('dialog', { name: 'Choisissez votre nouveau mot de passe' });
  await expectVisible(forced, 'the forced new-password form');
  await saveScreenshot(page, 'accounts-forced-password-general-1280');
  assert.equal(await header.getByText('Sophie Durand').count(), 0);
  await forced.getByLabel(/^Nouveau mot de passe/).fill('abc');
  await forced.getByLabel(/^Confirmation du mot de passe/).fill('abd');
  await forced.getByRole('button', { name: 'Valider' }).click();
  await expectVisible(forced.getByText('6 caractères au minimum'), "'6 caractères au minimum'");
  await forced.getByLabel(/^Nouveau mot de passe/).fill('Durand2025');
  await forced.getByLabel(/^Confirmation du mot de passe/).fill('Durand2025');
  await forced.getByRole('button', { name: 'Valider' }).click();
  await toast(page, 'Votre mot de passe a bien été modifié');
  await expectVisible(header.getByText('Sophie Durand', { exact: true }), "'Sophie Durand'");
  await forced.waitFor({ state: 'hidden' });
});
