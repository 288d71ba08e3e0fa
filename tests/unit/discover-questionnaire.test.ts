import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  isFinalQuestion,
  nextPosition,
  previousPosition,
  questionOrdinal,
  START,
  totalQuestions,
} from '../../src/features/onboard/navigation.ts';
import { buildAnswers } from '../../src/features/onboard/payload.ts';
import { QUESTIONNAIRE, type QuestionnaireStep } from '../../src/features/onboard/questionnaire.ts';
import { recommendErrorAlert } from '../../src/features/onboard/recommend-error.ts';
import { ApiError } from '../../src/shared/http/api-error.ts';

const q = (key: string) => ({ key, text: key, options: ['가', '나'] });

describe('the questionnaire content', () => {
  it('has the four steps with three questions in each of the first three and none in the confirmation', () => {
    expect(QUESTIONNAIRE.map((s) => s.title)).toEqual(['경력', '근무 조건', '근무 환경', '확인']);
    expect(QUESTIONNAIRE.map((s) => s.questions.length)).toEqual([3, 3, 3, 0]);
  });

  it('ends the working-environment step with the certificate question', () => {
    const last = QUESTIONNAIRE[2]?.questions[2];
    expect(last?.key).toBe('certificate');
    expect(last?.options).toContain('자격증 준비도 괜찮아요');
    expect(last?.options).toContain('자격증은 부담돼요');
  });

  it('keeps options distinct within a question and short enough for the contract (1-100 characters)', () => {
    for (const question of QUESTIONNAIRE.flatMap((s) => s.questions)) {
      expect(new Set(question.options).size).toBe(question.options.length);
      for (const option of question.options) expect(option.length).toBeGreaterThan(0);
      for (const option of question.options) expect(option.length).toBeLessThanOrEqual(100);
    }
  });
});

describe('questionnaire navigation (spec section 4)', () => {
  it('next advances the question, then the step', () => {
    expect(nextPosition(QUESTIONNAIRE, START)).toEqual({ step: 0, question: 1 });
    expect(nextPosition(QUESTIONNAIRE, { step: 0, question: 2 })).toEqual({ step: 1, question: 0 });
    expect(nextPosition(QUESTIONNAIRE, { step: 1, question: 2 })).toEqual({ step: 2, question: 0 });
  });

  it('previous from a step’s first question goes to the prior step’s last question', () => {
    expect(previousPosition(QUESTIONNAIRE, { step: 1, question: 0 })).toEqual({ step: 0, question: 2 });
    expect(previousPosition(QUESTIONNAIRE, { step: 2, question: 0 })).toEqual({ step: 1, question: 2 });
    expect(previousPosition(QUESTIONNAIRE, { step: 2, question: 2 })).toEqual({ step: 2, question: 1 });
  });

  it('previous is disabled on the very first question only', () => {
    expect(canGoPrevious(QUESTIONNAIRE, START)).toBe(false);
    expect(previousPosition(QUESTIONNAIRE, START)).toBeNull();
    expect(canGoPrevious(QUESTIONNAIRE, { step: 0, question: 1 })).toBe(true);
    expect(canGoPrevious(QUESTIONNAIRE, { step: 1, question: 0 })).toBe(true);
  });

  it('the certificate question is the final one: it submits instead of going next', () => {
    const certificate = { step: 2, question: 2 };
    expect(isFinalQuestion(QUESTIONNAIRE, certificate)).toBe(true);
    expect(canGoNext(QUESTIONNAIRE, certificate)).toBe(false);
    expect(nextPosition(QUESTIONNAIRE, certificate)).toBeNull();
    expect(isFinalQuestion(QUESTIONNAIRE, { step: 2, question: 1 })).toBe(false);
    expect(isFinalQuestion(QUESTIONNAIRE, { step: 0, question: 2 })).toBe(false);
  });

  it('next is disabled on a step with no question', () => {
    expect(canGoNext(QUESTIONNAIRE, { step: 3, question: 0 })).toBe(false);
    const withEmptyMiddle: QuestionnaireStep[] = [
      { title: 'a', description: '', questions: [q('a1')] },
      { title: 'b', description: '', questions: [] },
      { title: 'c', description: '', questions: [q('c1')] },
    ];
    expect(canGoNext(withEmptyMiddle, { step: 1, question: 0 })).toBe(false);
    // moving on from a step skips a step without questions, both ways
    expect(nextPosition(withEmptyMiddle, { step: 0, question: 0 })).toEqual({ step: 2, question: 0 });
    expect(previousPosition(withEmptyMiddle, { step: 2, question: 0 })).toEqual({ step: 0, question: 0 });
  });

  it('walking next from the start visits all nine questions in order and stops at the certificate question', () => {
    const seen = [START];
    for (let pos = nextPosition(QUESTIONNAIRE, START); pos; pos = nextPosition(QUESTIONNAIRE, pos)) seen.push(pos);
    expect(seen).toHaveLength(9);
    expect(seen.map((p) => questionOrdinal(QUESTIONNAIRE, p))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(seen.at(-1)).toEqual({ step: 2, question: 2 });
    expect(totalQuestions(QUESTIONNAIRE)).toBe(9);
  });
});

describe('the recommendation payload (spec section 3)', () => {
  it('numbers every question 1..9 across steps, the confirmation as 10, unanswered ones with empty responses', () => {
    const answers = buildAnswers(QUESTIONNAIRE, { pastWork: '사람을 돌보는 일', hours: '평일 오전만', certificate: '자격증은 부담돼요' });
    expect(answers.map((a) => a.questionNum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answers[0]).toEqual({ questionNum: 1, responses: ['사람을 돌보는 일'] });
    expect(answers[1]).toEqual({ questionNum: 2, responses: [] });
    expect(answers[3]).toEqual({ questionNum: 4, responses: ['평일 오전만'] });
    expect(answers[8]).toEqual({ questionNum: 9, responses: ['자격증은 부담돼요'] });
    expect(answers[9]).toEqual({ questionNum: 10, responses: [] });
  });

  it('sends every number even when nothing was answered, each with at most one response', () => {
    const answers = buildAnswers(QUESTIONNAIRE, {});
    expect(answers).toHaveLength(10);
    expect(answers.every((a) => a.responses.length === 0)).toBe(true);
  });

  it('counts a step without questions as one number wherever it is', () => {
    const steps: QuestionnaireStep[] = [
      { title: 'a', description: '', questions: [q('a1'), q('a2')] },
      { title: 'b', description: '', questions: [] },
      { title: 'c', description: '', questions: [q('c1')] },
    ];
    expect(buildAnswers(steps, { c1: '나' })).toEqual([
      { questionNum: 1, responses: [] },
      { questionNum: 2, responses: [] },
      { questionNum: 3, responses: [] },
      { questionNum: 4, responses: ['나'] },
    ]);
  });
});

describe('recommendation failures (spec section 8)', () => {
  it('shows a network error as is and stays', () => {
    const alert = recommendErrorAlert(ApiError.client('NETWORK_ERROR'));
    expect(alert).toEqual({ message: '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해주세요.', thenHome: false });
  });

  it('treats a result of the wrong shape as no result: alert, then home', () => {
    expect(recommendErrorAlert(ApiError.client('RESPONSE_SHAPE_MISMATCH', 200))).toEqual({
      message: '추천 결과가 없습니다.',
      thenHome: true,
    });
  });

  it('says creating the result failed for any unsuccessful answer', () => {
    const validation = new ApiError(400, 'VALIDATION_FAILED', '입력한 내용을 다시 확인해주세요.');
    expect(recommendErrorAlert(validation)).toEqual({ message: '추천 결과를 만들지 못했습니다. 다시 시도해주세요.', thenHome: false });
    expect(recommendErrorAlert(new Error('boom')).thenHome).toBe(false);
  });
});
