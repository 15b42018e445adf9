/**
 * The configurator's answers on the server: checked against the form definitions (answerChecks.ts)
 * and typed for the engine (typedAnswers.ts). Importers keep this path.
 */
export * from './answerChecks';
export * from './typedAnswers';
