/**
 * The messages of the forms that the app and the mock backend share, written once: the app's
 * schemas and the server's checks give the same French text (spec 000 §9, spec 002 §5).
 */

/** A required field left empty. */
export const REQUIRED_MESSAGE = 'Champ obligatoire';

/** A value of the wrong type (an object or a list where a text is expected): server side only. */
export const INVALID_VALUE_MESSAGE = 'Valeur invalide';
