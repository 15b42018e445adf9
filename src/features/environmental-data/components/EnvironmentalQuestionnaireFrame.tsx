/**
 * The environmental tool's page at its start, as the page's first paint draws it under the page's
 * title (src/app/boot/prerenderShells.tsx): the questionnaire's own loading view, with its first
 * question's title, which the specification fixes (spec 001 §2.2). The app's first render draws the
 * same, so the title stays in place when the app takes over and the server's question arrives.
 */
import { initialQuestionnaireState } from '../environmentalDataSlice';
import { QuestionnaireView } from './QuestionnaireView';

const LOADING = { ...initialQuestionnaireState, status: 'loading' } as const;
const nothing = () => {};

export function EnvironmentalQuestionnaireFrame() {
  return (
    <QuestionnaireView
      state={LOADING}
      onPick={nothing}
      onRetry={nothing}
      onShowStep={nothing}
      onBack={nothing}
      onLeave={nothing}
      onStay={nothing}
    />
  );
}
