/**
 * Account steps shared by the journeys: logging in from the header and opening the personal space
 * from the account menu, each click made once, as a user makes it: a click that does not do what it
 * shows is a defect of the product, which a second try would hide.
 */
import type { Page } from '@playwright/test';
import { expectVisible } from './browser.ts';

/** The seeded user the journeys log in with by default (see the README's accounts). */
const DEFAULT_EMAIL = 'claire.martin@maconnerie-martin.fr';
const DEFAULT_PASSWORD = 'Rupteo2024!';
export const DEFAULT_USER_NAME = 'Claire Martin';

export interface LogInOptions {
  /**
   * Accessible name of the login dialog: 'Connexion' on the floor and carbon sites, 'CONNEXION' on
   * the general one.
   */
  dialogName: string;
  email?: string;
  password?: string;
  /** The name the header shows once logged in. */
  userName?: string;
}

/**
 * Logs in from the header's 'Se connecter': opens the login dialog (its code loads on the first
 * click), fills and sends it, then waits until the dialog is closed and the header shows the user's
 * name.
 */
export async function logInFromHeader(
  page: Page,
  {
    dialogName,
    email = DEFAULT_EMAIL,
    password = DEFAULT_PASSWORD,
    userName = DEFAULT_USER_NAME,
  }: LogInOptions,
): Promise<void> {
  const header = page.getByRole('banner').first();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await header.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expectVisible(dialog, 'the login dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel(/^Mot de passe/).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectVisible(header.getByText(userName, { exact: true }), `'${userName}' in the header`);
}

/**
 * Opens the personal space through the header's account menu (the button named by the logged-in
 * user, then 'Mon espace personnel') and waits for its page.
 */
export async function openPersonalSpace(page: Page, userName = DEFAULT_USER_NAME): Promise<void> {
  await page
    .getByRole('banner')
    .first()
    .getByRole('button', { name: new RegExp(escapeRegExp(userName)) })
    .click();
  await page.getByRole('menuitem', { name: 'Mon espace personnel', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/espace-personnel'));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The keys and values of IndexedDB 'rupteo' / 'session' (the stored session). */
export async function storedSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open('rupteo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('session')) {
            resolve({});
            return;
          }
          const store = database.transaction('session', 'readonly').objectStore('session');
          const entries: Record<string, unknown> = {};
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const current = cursor.result;
            if (!current) {
              resolve(entries);
              return;
            }
            entries[String(current.key)] = current.value;
            current.continue();
          };
          cursor.onerror = () => reject(cursor.error);
        };
      }),
  );
}
