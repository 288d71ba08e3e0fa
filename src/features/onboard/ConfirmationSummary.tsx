import type { Choices } from './payload.ts';
import type { QuestionnaireStep } from './questionnaire.ts';

/** The confirmation step: every question with the answer given, or that it was skipped. */
export function ConfirmationSummary({ steps, choices }: { steps: readonly QuestionnaireStep[]; choices: Choices }) {
  const questions = steps.flatMap((step) => step.questions);
  return (
    <dl className="onboard__summary">
      {questions.map((question) => (
        <div key={question.key} className="onboard__summary-row">
          <dt>{question.text}</dt>
          <dd>{choices[question.key] ?? '답하지 않음'}</dd>
        </div>
      ))}
    </dl>
  );
}
