/** Texts of the floor configurator's screens (spec 002 §2.1). */
export const CONTINUE_LABEL = 'Continuer';
export const SUBMIT_LABEL = 'Trouver les solutions adaptées';
export const BACK_LABEL = "Retour à l'étape précédente";
export const EXIT_TITLE = 'Êtes-vous sûr de vouloir quitter ?';
export const EXIT_WARNING = 'Les modifications apportées à votre configuration seront perdues.';
export const EXIT_STAY_LABEL = 'Continuer la configuration';
export const EXIT_LEAVE_LABEL = 'Quitter';
export const CLOSE_LABEL = 'Quitter la configuration';
export const LOGO_LABEL = 'Configurateur de planchers, quitter la configuration';
export const LOADING_TEXT = 'Chargement du formulaire…';
export const RETRY_LABEL = 'Réessayer';
export const PROGRESS_LABEL = 'Étapes de la configuration';
export const PAGE_TITLE = 'Configurer un plancher';
