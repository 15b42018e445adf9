/**
 * The messages of the forms, written once: the app's yup schemas and the mock backend's checks
 * import them from here, so that the form and the server give the same French text. Those the
 * specification gives are marked with their section; the others are the project's own (the
 * server-driven forms' refusals, spec 002 §5 names the checks but not their words).
 */

/** A number in a message, as the caller writes it (a French decimal comma: '0,50'). */
type Written = string | number;

// ---- Every form ---------------------------------------------------------------------------------

/** A required field left empty (spec 000 §9, 001 §5, 002 §5). */
export const REQUIRED_MESSAGE = 'Champ obligatoire';

/** A value of the wrong type (an object or a list where a text is expected): server side only. */
export const INVALID_VALUE_MESSAGE = 'Valeur invalide';

/** An e-mail address that is not one (spec 000 §5, 001 §5, 002 §5.4). */
export const INVALID_EMAIL_MESSAGE = 'E-mail invalide';

// ---- Accounts (spec 000 §5) ---------------------------------------------------------------------

/** The registration's consent box left unticked. */
export const RGPD_REQUIRED_MESSAGE = 'Ce champ est nécessaire';
/** A registration or an e-mail change with an address another account has. */
export const EMAIL_TAKEN_MESSAGE = 'Un compte existe déjà avec cette adresse e-mail.';
/** An e-mail change to the address the account already has. */
export const SAME_EMAIL_MESSAGE =
  'Les adresses e-mail sont identiques. Veuillez renseigner une adresse e-mail différente.';
/** A password shorter than 6 characters. */
export const PASSWORD_MIN_MESSAGE = '6 caractères au minimum';
/** A password and its confirmation that differ. */
export const PASSWORD_MISMATCH_MESSAGE = "Le mot de passe n'est pas identique";

// ---- A saved simulation (spec 001 §5) -----------------------------------------------------------

/** Its name: 3 to 50 characters. */
export const NAME_LENGTH_MESSAGE = 'Entre 3 et 50 caractères';

// ---- The floor configurator's form (spec 002 §5.1) ----------------------------------------------

/**
 * The refusals of the floor configurator's answers. The limits are the server's: the messages
 * that name them take them written in French ('0,50'), as the mock backend formats them.
 */
export const FLOOR_FORM_MESSAGES = {
  /** The zip code: the app's step 1 and the server's (spec 002 §5.1). */
  zipLength: 'Doit être exactement 5 caractères',
  zipDigits: 'Le code postal ne doit contenir que des chiffres.',
  zipUnknown: 'Ce code postal ne correspond à aucun département français.',
  tooLong: (max: number) => `Doit contenir au plus ${max} caractères.`,
  notOffered: 'Cette valeur n’est pas proposée.',
  loadCaseNotOffered: 'Ce cas de charge n’est pas proposé pour cette destination.',
  upNotOffered: 'Cette valeur de Up n’est pas proposée pour cette destination.',
  notANumber: 'Doit être un nombre.',
  span: (min: Written, max: Written) => `La portée doit être comprise entre ${min} et ${max} m.`,
  gLoad: (min: Written, max: Written) =>
    `La charge permanente doit être comprise entre ${min} et ${max} daN/m².`,
  qLoad: (min: Written, max: Written) =>
    `La charge d’exploitation doit être comprise entre ${min} et ${max} daN/m².`,
  qLoadBelowCase: (minimum: Written) =>
    `La charge d’exploitation ne peut pas être inférieure à ${minimum} daN/m² pour ce cas de charge.`,
  continuityWidth: (min: Written, max: Written) =>
    `La largeur de continuité doit être comprise entre ${min} et ${max} cm.`,
  continuityLength: (min: Written, max: Written) =>
    `La longueur de continuité doit être comprise entre ${min} et ${max} cm.`,
  continuityWholeCm: 'Indiquez un nombre entier de centimètres.',
  continuityRatio: (max: Written) =>
    `La largeur de continuité ne peut pas dépasser le quart de la longueur (${max} cm au plus).`,
} as const;

// ---- The carbon simulator's form (spec 002 §5.2) ------------------------------------------------

/** The refusals of the carbon simulator's answers; numbers as the mock backend writes them. */
export const CARBON_FORM_MESSAGES = {
  /** The zip code: the app's step 1 and the server's (spec 002 §5.2). */
  zipLength: 'Doit contenir exactement 5 caractères.',
  zipUnknown: 'Code postal inconnu : vérifiez les 5 chiffres.',
  projectNameTooLong: 'Le nom du projet ne doit pas dépasser 80 caractères.',
  invalidChoice: 'Ce choix ne fait pas partie des valeurs proposées.',
  unknownSystem: 'Système constructif inconnu.',
  notANumber: 'Saisissez un nombre.',
  wholeCentimetres: 'Saisissez un nombre entier de centimètres.',
  span: (min: Written, max: Written) =>
    `La portée doit être comprise entre ${min} et ${max} m pour ce système.`,
  thicknessForSpan: (span: Written) => `Cette épaisseur ne permet pas une portée de ${span} m.`,
  cementDosage: (min: Written, max: Written) =>
    `Le dosage en ciment doit être compris entre ${min} et ${max} kg/m³.`,
  slagShare: (min: Written, max: Written) =>
    `La part de laitier doit être comprise entre ${min} et ${max} %.`,
  insulation: 'L’épaisseur d’isolant doit être comprise entre 0 et 20 cm.',
  infill: 'Cet entrevous ne convient pas à ce plancher : choisissez parmi les entrevous proposés.',
} as const;

// ---- The server's confirmations, which the app also writes (when an answer gives no message) ----

/** A password changed (spec 000 §5). */
export const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a bien été modifié';
/** A password reset's end (spec 000 §2, 001). */
export const RESET_DONE_MESSAGE = 'Votre nouveau mot de passe a été enregistré';
/** A profile saved on the general site (spec 000 §5). */
export const PROFILE_SAVED_GENERAL_MESSAGE = 'Les modifications ont été enregistrées';
/** A profile saved on the account apps (spec 000 §5). */
export const PROFILE_SAVED_ACCOUNT_MESSAGE = 'Vos informations ont bien été mises à jour.';
/** A thermal-break simulation saved (spec 001 §5). */
export const SIMULATION_SAVED_MESSAGE =
  'Votre simulation a été sauvegardée dans votre espace personnel';
/** A simulation's report sent (spec 001 §5). */
export const REPORT_SENT_MESSAGE = 'Le rapport a bien été envoyé';
/** A thermal-break simulation deleted (spec 001). */
export const SEARCH_DELETED_MESSAGE = 'Votre recherche a été supprimée';
/** A floor solution or a carbon cluster saved (spec 002). */
export const SOLUTION_SAVED_MESSAGE = 'Votre solution a bien été sauvegardée.';
