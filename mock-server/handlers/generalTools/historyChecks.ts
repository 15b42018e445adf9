/**
 * What the history operations of the general site check and answer: the name's length, the report's
 * recipients and sender, the order of a list, and every message they send.
 */
import {
  NAME_LENGTH_MESSAGE,
  REPORT_SENT_MESSAGE,
  SEARCH_DELETED_MESSAGE,
  SIMULATION_SAVED_MESSAGE,
} from '../../../src/domain/messages';
import { isValidEmail } from '../../db/mockDb';
import type { HistoryRecord } from '../../db/generalTools/histories';
import { plainName } from '../../db/generalTools/historiesReport';
import { readText, readTexts, senderRules } from '../fields';
import { MESSAGES } from '../messages';

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 50;
export const MAX_REPORT_RECIPIENTS = 3;

export const HISTORY_MESSAGES = {
  notFound: 'Cette simulation est introuvable.',
  missingId: "L'identifiant de la simulation est manquant.",
  unknownDataType: 'Type de données inconnu : choisissez rup, pou, pre ou mur.',
  nameLength: NAME_LENGTH_MESSAGE,
  saved: SIMULATION_SAVED_MESSAGE,
  removed: SEARCH_DELETED_MESSAGE,
  refined: 'Les caractéristiques du chantier ont été enregistrées',
  notThermal: 'Seule une simulation de rupteur thermique peut être affinée.',
  unknownSort: 'Tri inconnu : choisissez createdAt ou name.',
  unknownOrder: 'Ordre inconnu : choisissez ASC ou DESC.',
  /** **Project-defined** `fields` of the list. */
  unknownFields: 'Champs inconnus : choisissez summary.',
  rapportSent: REPORT_SENT_MESSAGE,
  reportSubject: 'Un rapport de simulation vous a été envoyé',
  tooManyRecipients: `Vous pouvez envoyer le rapport à ${MAX_REPORT_RECIPIENTS} adresses e-mail au maximum.`,
  reportNotFound:
    'Ce rapport est introuvable : le lien est erroné ou la simulation a été supprimée.',
} as const;

export function nameError(raw: unknown): string | undefined {
  // The length has the form's own message (spec 001 §5): only the type is read here.
  const read = readText(raw, { max: Number.POSITIVE_INFINITY });
  if (read.error !== undefined) return read.error;
  const name = read.value;
  if (!name) return MESSAGES.requiredField;
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) return HISTORY_MESSAGES.nameLength;
  return undefined;
}

export function sendErrors(
  body: Record<string, unknown>,
  recipients: string[],
  visitor: boolean,
): Record<string, string> {
  // The sender's fields are asked of visitors only; a logged-in user's are the account's.
  const { errors } = readTexts(body, senderRules(visitor));
  if (recipients.length === 0) errors.emails = MESSAGES.requiredField;
  else if (recipients.length > MAX_REPORT_RECIPIENTS)
    errors.emails = HISTORY_MESSAGES.tooManyRecipients;
  else if (!recipients.every(isValidEmail)) errors.emails = MESSAGES.invalidEmail;
  return errors;
}

const NAME_ORDER = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** A list's sort: createdAt DESC by default, createdAt ASC, name ASC (or DESC). */
export function sortHistories(
  records: HistoryRecord[],
  sort: 'createdAt' | 'name',
  order: 'ASC' | 'DESC',
): HistoryRecord[] {
  const direction = order === 'ASC' ? 1 : -1;
  // Each record's key once, not at every comparison.
  const keyed = records.map((record) => ({
    record,
    key: sort === 'name' ? plainName(record.name ?? '') : record.createdAt,
  }));
  keyed.sort((a, b) => {
    const primary = sort === 'name' ? NAME_ORDER.compare(a.key, b.key) : a.key.localeCompare(b.key);
    return direction * (primary || a.record.id - b.record.id);
  });
  return keyed.map(({ record }) => record);
}
