import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOBS } from '../seed/jobs.ts';
import { compareKorean } from './korean-order.ts';
import { MAX_RECOMMENDATIONS, MIN_RECOMMENDATIONS, monthlyIncome, recommend } from './recommend.ts';
import type { QuestionAnswer } from './recommend.ts';

const jobs = JOBS.map((job, index) => ({ ...job, id: index + 1, name: job.jobName }));
const names = (answers: QuestionAnswer[]) => recommend(answers, jobs).map((r) => r.job.name);
const answer = (questionNum: number, text?: string): QuestionAnswer => ({ questionNum, responses: text ? [text] : [] });

const caregiverAnswers = [
  answer(1, '요양원에서 어르신 돌봄'),
  answer(2, '사람을 돕는 일'),
  answer(3, '사람과 함께하는 일'),
  answer(4, '평일 오전'),
  answer(5, '몸을 많이 써도 괜찮아요'),
  answer(6, '생활비 정도면 돼요'),
  answer(7, '사람을 자주 만나고 싶어요'),
  answer(8, '어느 정도는 괜찮아요'),
  answer(9, '자격증을 딸 의향이 있어요'),
  answer(10, '네, 제출할게요'),
];

describe('recommend', () => {
  it('with no usable answers gives the first three jobs in Korean order, without reasons', () => {
    const result = recommend([answer(1), answer(2, '잘 모르겠어요'), answer(10, '확인')], jobs);
    expect(result.map((r) => r.job.name)).toEqual(['간호조무사', '경리사무원', '공인중개사']);
    expect(result.every((r) => Object.keys(r.reasons).length === 0)).toBe(true);
  });

  it('puts the caring jobs first for a caring profile, with Korean reasons of every kind', () => {
    const result = recommend(caregiverAnswers, jobs);
    expect(result.length).toBeGreaterThanOrEqual(MIN_RECOMMENDATIONS);
    expect(result[0]!.job.name).toBe('요양보호사');
    expect(result[0]!.reasons).toEqual({
      personality: expect.stringMatching(/[가-힣]/),
      condition: '평일 오전 근무를 원하는 조건과 잘 맞아요.',
      strong: '어르신 돌봄 경험을 살릴 수 있어요.',
    });
    const scores = result.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds the office jobs for an office worker who wants light, quiet work without people', () => {
    const top = names([
      answer(1, '사무·행정'),
      answer(2, '컴퓨터 문서 작업'),
      answer(3, '자료나 숫자를 다루는 일'),
      answer(4, '평일 9시-18시 출퇴근'),
      answer(5, '가벼운 일이 좋아요'),
      answer(7, '혼자 조용히 일하고 싶어요'),
    ]);
    expect(top.slice(0, 2).sort(compareKorean)).toEqual(['경리사무원', '사무보조원']);
  });

  it('reads a job field named in the answers (coffee → barista) and a weekend wish', () => {
    const result = recommend([answer(2, '카페에서 커피 내리기'), answer(4, '주말에만')], jobs);
    expect(result[0]!.job.name).toBe('바리스타');
    expect(result[0]!.reasons.strong).toBe('카페·매장 경험을 살릴 수 있어요.');
    expect(result.map((r) => r.job.name)).toEqual(expect.arrayContaining(['웨딩도우미', '메이크업 미용사']));
  });

  it('keeps jobs that need a certificate away from someone who does not want one', () => {
    const result = recommend([answer(9, '자격증 없이 바로 일하고 싶어요'), answer(5, '몸 쓰는 일도 괜찮아요')], jobs);
    const byName = new Map(jobs.map((job) => [job.name, job]));
    expect(result.every((r) => byName.get(r.job.name)!.require !== '필요함')).toBe(true);
    expect(result.find((r) => r.job.name === '급식도우미')?.reasons.condition).toBe('자격증 없이 바로 시작할 수 있어요.');
  });

  it('the cards do not repeat one another: each prefers the reasons the cards above show least', () => {
    const result = recommend(caregiverAnswers, jobs);
    const sets = result.map((r) => JSON.stringify(r.reasons));
    expect(new Set(sets).size, sets.join('\n')).toBe(result.length);
    // no reason of a kind is dropped for that: every card still says why, of every kind the top card does
    for (const r of result) expect(Object.keys(r.reasons).sort()).toEqual(['condition', 'personality', 'strong']);
    const personality = result.map((r) => r.reasons.personality);
    expect(new Set(personality).size).toBeGreaterThan(1);
  });

  it('ignores spaces and the order the answers come in', () => {
    const shuffled = [...caregiverAnswers].reverse().map((a) => ({ ...a, responses: a.responses.map((r) => r.replaceAll(' ', '')) }));
    expect(recommend(shuffled, jobs)).toEqual(recommend(caregiverAnswers, jobs));
  });

  it('turns hourly and yearly pay into a month by typical hours', () => {
    expect(monthlyIncome({ salaryCost: 36_000_000, salaryType: '연봉', workTime: '탄력 근무' })).toBe(3_000_000);
    expect(monthlyIncome({ salaryCost: 10_000, salaryType: '시급', workTime: '평일 오전' })).toBe(880_000);
    expect(monthlyIncome({ salaryCost: 2_000_000, salaryType: '월급', workTime: '평일 9시-18시' })).toBe(2_000_000);
  });

  it('always answers 3 to 5 distinct jobs, the same ones for the same answers', () => {
    const options = [
      '사람', '돌봄', '손으로 만드는 일', '사무', '창의적인 일', '오전', '오후', '주말', '가볍게', '많이', '보통',
      '자격증 준비 괜찮아요', '싫어요', '상관없어요', '혼자', '커피', '부동산', '미용', '동물', '넉넉한 수입', '용돈 정도',
    ];
    const answers = fc.uniqueArray(
      fc.record({
        questionNum: fc.integer({ min: 1, max: 10 }),
        responses: fc.oneof(fc.constant([] as string[]), fc.constantFrom(...options).map((o) => [o]), fc.string({ maxLength: 20 }).map((s) => [s])),
      }),
      { minLength: 1, maxLength: 10, selector: (a) => a.questionNum },
    );
    fc.assert(
      fc.property(answers, (given) => {
        const first = recommend(given, jobs);
        expect(first.length).toBeGreaterThanOrEqual(MIN_RECOMMENDATIONS);
        expect(first.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
        expect(new Set(first.map((r) => r.job.id)).size).toBe(first.length);
        expect(recommend(given, jobs)).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });
});
