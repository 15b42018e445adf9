/**
 * The outbox: every e-mail the server "sends" (activation, e-mail change, password reset, shared
 * solution) lands here, so people and tests can follow the links. Read it with `GET /__mock/outbox`.
 */
import { db, nowIso } from './store';
import type { SentEmail } from './records';

export type { SentEmail } from './records';

export function sendEmail(email: Omit<SentEmail, 'sentAt'>): SentEmail {
  const sent: SentEmail = { ...email, sentAt: nowIso() };
  db.outbox.push(sent);
  return sent;
}

/** The sent e-mails, newest first. */
export function outboxNewestFirst(): SentEmail[] {
  return [...db.outbox].reverse();
}

export const EMAIL_SUBJECTS = {
  activation: 'Activez votre compte',
  emailChange: 'Confirmez votre nouvelle adresse e-mail',
  passwordReset: 'Réinitialisation de votre mot de passe',
  sharedSolution: 'Une solution de plancher vous a été partagée',
} as const;
