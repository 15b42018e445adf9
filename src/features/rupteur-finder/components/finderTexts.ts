/** User-visible texts of the finder (spec 001 §2.1); the others are the project's. */
export {
  LEAVE_DIALOG_TEXT,
  LEAVE_DIALOG_TITLE,
  LEAVE_LABEL,
  STAY_LABEL,
} from '@/ui/leave/LeaveQuestionnaireDialog';
export const BACK_LABEL = 'Retour';
export const RETRY_LABEL = 'Réessayer';
export const HOME_LOADING_TEXT = 'Chargement du questionnaire';
export const STEP_LOADING_TEXT = 'Chargement de la question suivante';
export const SEARCH_LOADING_TEXT = 'Recherche de votre rupteur';
export const PROGRESS_LABEL = 'Progression du questionnaire';
export const ANSWERS_TITLE = 'Vos réponses';

export const REFINE_TITLE = 'Trouver un rupteur';
export const REFINE_QUESTION = 'Quelles sont les caractéristiques de votre chantier?';
export const REFINE_PLACEHOLDER = 'Sélectionnez';
export const REFINE_EMPTY = 'Aucun choix disponible';
export const REFINE_NEXT = 'Suivant';
export const REFINE_LOADING_TEXT = 'Chargement des caractéristiques du chantier';
export const REFINE_SAVING_TEXT = 'Calcul de la valeur de PSI';
export const REFINE_CLEAR_LABEL = 'Effacer';
/** The exit-configuration popin (spec 001 §2.5): its two buttons as written; title and text ours. */
export const REFINE_EXIT_TITLE = 'Quitter la configuration ?';
export const REFINE_EXIT_TEXT = 'Les caractéristiques choisies ne seront pas enregistrées.';
export const REFINE_EXIT_STAY = 'Continuer la Configuration';
export const REFINE_EXIT_LEAVE = 'Oui, quitter';
