/**
 * The French messages of the mock backend (docs/api.md lists them with their operations); those the
 * forms give too are the catalogue's (src/domain/messages.ts).
 */
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PROFILE_SAVED_ACCOUNT_MESSAGE,
  PROFILE_SAVED_GENERAL_MESSAGE,
  REQUIRED_MESSAGE,
  RESET_DONE_MESSAGE,
  RGPD_REQUIRED_MESSAGE,
  SAME_EMAIL_MESSAGE,
} from '../../src/domain/messages';
import { PARTNER_NAME } from '../db/mockDb';

export const MESSAGES = {
  requiredField: REQUIRED_MESSAGE,
  invalidEmail: INVALID_EMAIL_MESSAGE,
  emailTaken: EMAIL_TAKEN_MESSAGE,
  rgpdRequired: RGPD_REQUIRED_MESSAGE,
  invalidLink: 'Ce lien est invalide ou a expiré.',

  // Malformed requests (project-defined: handlers/requestLimits.ts, fields.ts)
  unknownOperation: 'Opération inconnue',
  notFound: 'Ressource introuvable.',
  bodyTooLarge: 'Requête trop volumineuse (1 Mo au maximum).',
  headersTooLarge: 'Adresse ou en-têtes de la requête trop longs.',
  malformedRequest: 'Requête mal formée.',
  invalidValue: INVALID_VALUE_MESSAGE,

  // Login and single sign-on
  wrongCredentials: 'Identifiants invalides.',
  notActivated: "Votre compte n'est pas encore activé. Consultez l'e-mail de confirmation.",
  partnerMustUseSso: `Les comptes ${PARTNER_NAME} se connectent par l’authentification unique.`,
  partnerEmailReserved: `Les adresses ${PARTNER_NAME} sont réservées à l’authentification unique.`,
  unknownDevice: 'Appareil inconnu.',
  missingDeviceId: "L'identifiant de l'appareil est manquant.",

  // Passwords
  resetRequestSent: 'Un e-mail de réinitialisation vous a été envoyé.',
  resetRequestUnknown: "Aucun compte n'est associé à cette adresse e-mail.",
  resetLinkSent:
    'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de vous être envoyé.',
  resetDone: RESET_DONE_MESSAGE,
  passwordChanged: PASSWORD_CHANGED_MESSAGE,
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',

  // Profile and registration
  profileSavedGeneral: PROFILE_SAVED_GENERAL_MESSAGE,
  profileSavedAccount: PROFILE_SAVED_ACCOUNT_MESSAGE,
  registered: 'Votre inscription a été enregistrée avec succès',
  nowActivated: 'Votre compte est maintenant activé.',
  alreadyActivated: 'Votre compte est déjà activé.',

  // E-mail change
  emailChangeSent: 'Un e-mail de confirmation a été envoyé à votre nouvelle adresse.',
  currentEmailMismatch: 'Cette adresse ne correspond pas à votre compte.',
  sameEmail: SAME_EMAIL_MESSAGE,
  emailConfirmed: 'Votre nouvelle adresse e-mail est confirmée.',

  // Histories
  simulationDeleted: 'La simulation a été supprimée.',
  solutionDeleted: 'La solution a été supprimée.',
  clusterDeleted: 'Le cluster a été supprimé.',
  simulationNotFound: 'Simulation introuvable.',
  solutionNotFound: 'Solution introuvable.',
  clusterNotFound: 'Cluster introuvable.',
  solutionShared: 'La solution a été envoyée par e-mail.',
  shareNoRecipient: 'Indiquez au moins une adresse e-mail.',
  shareTooManyRecipients: 'Vous pouvez envoyer la solution à 3 adresses e-mail au maximum.',
} as const;
