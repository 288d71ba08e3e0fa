import type { QuestionAnswer } from '#generated/model/questionAnswer.zod.ts';
import type { QuestionnaireStep } from './questionnaire.ts';

/** Chosen option text per question key; a missing key is an unanswered question. */
export type Choices = Readonly<Record<string, string | undefined>>;

/**
 * The recommendation request's answers: a 1-based running number across all questions, where a step without
 * questions (the confirmation) counts as one; every number is sent, unanswered ones with empty responses.
 */
export function buildAnswers(steps: readonly QuestionnaireStep[], choices: Choices): QuestionAnswer[] {
  const answers: QuestionAnswer[] = [];
  for (const step of steps) {
    if (step.questions.length === 0) {
      answers.push({ questionNum: answers.length + 1, responses: [] });
      continue;
    }
    for (const question of step.questions) {
      const chosen = choices[question.key];
      answers.push({ questionNum: answers.length + 1, responses: chosen ? [chosen] : [] });
    }
  }
  return answers;
}

/** How many questions have an answer. */
export const answeredCount = (steps: readonly QuestionnaireStep[], choices: Choices) =>
  steps.flatMap((step) => step.questions).filter((question) => choices[question.key]).length;
