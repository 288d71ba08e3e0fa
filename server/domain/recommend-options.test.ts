// The questionnaire's real option texts (src/features/onboard/questionnaire.ts, copied: server/ never imports src/)
// must each mean what they say to the scoring. If the screen's texts change, this test says which ones stopped
// being understood.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOBS } from '../seed/jobs.ts';
import { monthlyIncome, recommend, signalsOf } from './recommend.ts';

const jobs = JOBS.map((job, index) => ({ ...job, id: index + 1, name: job.jobName }));
const byName = new Map(jobs.map((job) => [job.name, job]));
const top = (questionNum: number, option: string) => {
  const first = recommend([{ questionNum, responses: [option] }], jobs)[0]!;
  return byName.get(first.job.name)!;
};

const OPTIONS: Record<number, readonly string[]> = {
  1: ['사람을 돌보는 일', '아이를 가르치는 일', '사무실에서 하는 일', '손으로 만드는 일', '가게에서 손님을 맞는 일', '꾸미고 가꾸는 일'],
  2: ['남의 이야기를 잘 들어 줘요', '숫자와 서류 정리를 잘해요', '요리와 살림을 잘해요', '손재주가 좋아요', '동물을 좋아하고 잘 돌봐요', '사람들 앞에서 분위기를 잘 띄워요'],
  3: ['사람을 만나는 일이 편해요', '물건이나 자료를 다루는 일이 편해요', '둘 다 괜찮아요'],
  4: ['평일 오전만', '평일 오후만', '평일 낮 시간 내내 (9시~18시)', '주말도 괜찮아요', '행사가 있을 때만', '시간을 자유롭게 정하고 싶어요'],
  5: ['가볍게 움직이는 일', '적당히 움직이는 일', '몸을 많이 쓰는 일도 괜찮아요'],
  6: ['용돈 정도면 충분해요', '생활비에 보탬이 되면 좋겠어요', '생활비를 넉넉히 벌고 싶어요'],
  7: ['사람을 많이 만나고 싶어요', '몇 사람과 차분히 일하고 싶어요', '혼자 조용히 일하고 싶어요'],
  8: ['긴장되는 일은 피하고 싶어요', '어느 정도는 괜찮아요', '책임이 큰 일도 괜찮아요'],
  9: ['자격증 준비도 괜찮아요', '짧은 교육이라면 괜찮아요', '자격증은 부담돼요'],
};
/** Options that deliberately state no preference. */
const NEUTRAL = new Set(['둘 다 괜찮아요', '책임이 큰 일도 괜찮아요']);

describe('the questionnaire options', () => {
  it('every option that states a preference is understood', () => {
    for (const [questionNum, options] of Object.entries(OPTIONS)) {
      for (const option of options) {
        const signals = signalsOf([{ questionNum: Number(questionNum), responses: [option] }]);
        expect(signals.length > 0, `${questionNum}: ${option}`).toBe(!NEUTRAL.has(option));
      }
    }
  });

  it('experience and skills lead to the jobs they describe', () => {
    expect(top(1, '사람을 돌보는 일').traits.care).toBe(5);
    expect(top(1, '아이를 가르치는 일').jobName).toBe('보육교사');
    expect(top(1, '사무실에서 하는 일').jobName).toBe('사무보조원');
    expect(top(1, '가게에서 손님을 맞는 일').jobName).toBe('바리스타');
    expect(top(1, '꾸미고 가꾸는 일').traits.creative).toBe(5);
    expect(['심리상담사', '직업상담사']).toContain(top(2, '남의 이야기를 잘 들어 줘요').jobName);
    expect(top(2, '숫자와 서류 정리를 잘해요').jobName).toBe('경리사무원');
    expect(['급식도우미', '산후관리사']).toContain(top(2, '요리와 살림을 잘해요').jobName);
    expect(top(2, '손재주가 좋아요').traits.hands).toBe(5);
    expect(['동물보건사', '반려동물 미용사']).toContain(top(2, '동물을 좋아하고 잘 돌봐요').jobName);
    expect(top(2, '사람들 앞에서 분위기를 잘 띄워요').jobName).toBe('레크리에이션 강사');
    expect(top(3, '물건이나 자료를 다루는 일이 편해요').traits.people).toBeLessThanOrEqual(3);
  });

  it('conditions lead to jobs with those conditions', () => {
    expect(top(4, '평일 오전만').workTime).toBe('평일 오전');
    expect(top(4, '평일 오후만').workTime).toBe('평일 오후');
    expect(top(4, '평일 낮 시간 내내 (9시~18시)').workTime).toBe('평일 9시-18시');
    expect(top(4, '주말도 괜찮아요').workTime).toBe('주말 근무');
    expect(top(4, '행사가 있을 때만').workTime).toBe('이벤트성');
    expect(top(4, '시간을 자유롭게 정하고 싶어요').workTime).toBe('탄력 근무');
    expect(top(5, '가볍게 움직이는 일').strong.physical).toBeLessThanOrEqual(2);
    expect(top(5, '적당히 움직이는 일').strong.physical).toBe(3);
    expect(top(5, '몸을 많이 쓰는 일도 괜찮아요').strong.physical).toBeGreaterThanOrEqual(4);
    expect(monthlyIncome(top(6, '용돈 정도면 충분해요'))).toBeLessThan(1_500_000);
    expect(monthlyIncome(top(6, '생활비에 보탬이 되면 좋겠어요'))).toBeGreaterThanOrEqual(2_000_000);
    expect(monthlyIncome(top(6, '생활비를 넉넉히 벌고 싶어요'))).toBeGreaterThanOrEqual(2_500_000);
  });

  it('the environment answers lead to jobs with that environment', () => {
    expect(top(7, '사람을 많이 만나고 싶어요').strong.relationship).toBe(5);
    expect(top(7, '몇 사람과 차분히 일하고 싶어요').strong.relationship).toBe(3);
    expect(top(7, '혼자 조용히 일하고 싶어요').strong.relationship).toBeLessThanOrEqual(2);
    expect(top(8, '긴장되는 일은 피하고 싶어요').strong.stress).toBeLessThanOrEqual(2);
    expect(top(9, '자격증 준비도 괜찮아요').require).toBe('필요함');
    expect(top(9, '짧은 교육이라면 괜찮아요').require).toBe('선택 사항');
    const noCertificate = recommend([{ questionNum: 9, responses: ['자격증은 부담돼요'] }], jobs);
    expect(noCertificate.every((r) => byName.get(r.job.name)!.require !== '필요함')).toBe(true);
  });

  it('any way through the questionnaire gives 3 to 5 jobs, each with at least one reason when the score is positive', () => {
    const walk = fc.tuple(
      ...Object.entries(OPTIONS).map(([questionNum, options]) =>
        fc.option(fc.constantFrom(...options)).map((option) => ({ questionNum: Number(questionNum), responses: option ? [option] : [] })),
      ),
    );
    fc.assert(
      fc.property(walk, (answers) => {
        const given = [...answers, { questionNum: 10, responses: ['확인했어요'] }];
        const result = recommend(given, jobs);
        expect(result.length).toBeGreaterThanOrEqual(3);
        expect(result.length).toBeLessThanOrEqual(5);
        for (const r of result) if (r.score > 0) expect(Object.keys(r.reasons).length).toBeGreaterThan(0);
        expect(recommend(given, jobs)).toEqual(result);
      }),
      { numRuns: 500 },
    );
  });
});
