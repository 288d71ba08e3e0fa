// The questionnaire's movement rules (spec section 4): next advances the question, then the step; previous from a
// step's first question goes to the prior step's last question and is disabled on the very first question; next
// is disabled where a step has no question; the last question with a question (the certificate question of the
// working-environment step) shows submit instead of next.
import type { QuestionnaireStep } from './questionnaire.ts';

export interface Position {
  step: number;
  question: number;
}

export const START: Position = { step: 0, question: 0 };

function questionCount(steps: readonly QuestionnaireStep[], step: number): number {
  return steps[step]?.questions.length ?? 0;
}

function lastAnsweringStep(steps: readonly QuestionnaireStep[]): number {
  for (let s = steps.length - 1; s >= 0; s--) if (questionCount(steps, s) > 0) return s;
  return -1;
}

export function isFinalQuestion(steps: readonly QuestionnaireStep[], pos: Position): boolean {
  const last = lastAnsweringStep(steps);
  return pos.step === last && pos.question === questionCount(steps, last) - 1;
}

export function nextPosition(steps: readonly QuestionnaireStep[], pos: Position): Position | null {
  const count = questionCount(steps, pos.step);
  if (count === 0 || isFinalQuestion(steps, pos)) return null;
  if (pos.question + 1 < count) return { step: pos.step, question: pos.question + 1 };
  for (let s = pos.step + 1; s < steps.length; s++) if (questionCount(steps, s) > 0) return { step: s, question: 0 };
  return null;
}

export function previousPosition(steps: readonly QuestionnaireStep[], pos: Position): Position | null {
  if (pos.question > 0) return { step: pos.step, question: pos.question - 1 };
  for (let s = pos.step - 1; s >= 0; s--) {
    const count = questionCount(steps, s);
    if (count > 0) return { step: s, question: count - 1 };
  }
  return null;
}

export const canGoNext = (steps: readonly QuestionnaireStep[], pos: Position) => nextPosition(steps, pos) !== null;
export const canGoPrevious = (steps: readonly QuestionnaireStep[], pos: Position) => previousPosition(steps, pos) !== null;

/** 1-based place of the question among all questions (for '질문 4 / 9'). */
export function questionOrdinal(steps: readonly QuestionnaireStep[], pos: Position): number {
  let before = 0;
  for (let s = 0; s < pos.step; s++) before += questionCount(steps, s);
  return before + pos.question + 1;
}

export function totalQuestions(steps: readonly QuestionnaireStep[]): number {
  return steps.reduce((sum, step) => sum + step.questions.length, 0);
}
