/** The questionnaire's props, texts and layouts (StepQuestionnaire.tsx). */
/** One answer a question offers. */
export interface QuestionnaireOption {
  id: number;
  label: string;
}

/** The question shown. */
export interface QuestionnaireQuestion {
  title: string;
  /** A line above the title ('Question 2'). */
  caption?: string;
  hint?: string | null;
  options: readonly QuestionnaireOption[];
  /** The option answered earlier, shown pressed. */
  chosenId?: number;
}

/** An answer given so far. */
export interface QuestionnaireGivenAnswer {
  /** Stable across renders (the filter's id). */
  key: number | string;
  /** The step it answers, passed to `onShowStep`. */
  step: number;
  /** The question's short name ('Type de plancher'). */
  name: string;
  /** The answer's label, or null when it is no longer among the question's options. */
  answer: string | null;
}

export interface QuestionnaireTexts {
  /** The progress bar's label, also its accessible name. */
  progress: string;
  answersTitle: string;
  back: string;
  retry: string;
  /** The compact layout's button beside each given answer; its accessible name adds the question. */
  edit: string;
  /** In place of an answer no longer among the question's options. */
  unknownAnswer: string;
}

export const DEFAULT_QUESTIONNAIRE_TEXTS: QuestionnaireTexts = {
  progress: 'Progression',
  answersTitle: 'Vos réponses',
  back: 'Retour',
  retry: 'Réessayer',
  edit: 'Modifier',
  unknownAnswer: '—',
};

/**
 * - 'spacious': the question under its caption, large answers on up to two columns, 'Retour' under
 *   it at every state, the answers given so far last, each a button that shows its question again.
 * - 'compact': the answers given so far first, each with an edit button; the answers as a list
 *   named by the question on up to three columns, 'Retour' under them while a question shows.
 */
export type QuestionnaireLayout = 'spacious' | 'compact';

/** What the questionnaire asks of the tool showing it. */
export interface QuestionnaireCallbacks {
  onAnswer: (step: number, optionId: number) => void;
  /** Shows an answered question again. */
  onShowStep: (step: number) => void;
  /** 'Retour': the previous question, or the leave dialog from the first one. */
  onBack: () => void;
  onRetry: () => void;
  /** The leave dialog's answers. */
  onLeave: () => void;
  onStay: () => void;
}

export interface StepQuestionnaireProps extends QuestionnaireCallbacks {
  layout?: QuestionnaireLayout;
  /** The ids of the question's and the given answers' headings (unique in the page). */
  ids: { question: string; answers: string };
  texts?: Partial<QuestionnaireTexts>;
  /** The step shown, from 0. */
  step: number;
  /** From 0 to 1. */
  progress: number;
  /** Shown when neither `loading` nor `failure` is set. */
  question: QuestionnaireQuestion | null;
  /** The label of the loader shown in place of the question. */
  loading?: string | null;
  /**
   * The title of this step's question when the tool knows it before the server answers (the
   * environmental tool's first question, spec 001 §2.2): shown over the loader while the question
   * loads (the page's first paint draws it too), and the question then shows in place, without
   * fading in again.
   */
  knownTitle?: string | null;
  /** Shown in place of the question, with a retry button; it wins over `loading`. */
  failure?: { title?: string; message: string } | null;
  answers: readonly QuestionnaireGivenAnswer[];
  /** The given answers cannot be re-picked meanwhile (compact layout). */
  busy?: boolean;
  /** Moves the focus to each new question's heading after the first (keyboard, screen readers). */
  focusEachQuestion?: boolean;
  leaveDialogOpen: boolean;
  testId?: string;
}
