// The job recommendation (POST /v1/job/recommend): the questionnaire's answers scored against each job's traits,
// strong levels and filter attributes. No model, no randomness: the same answers always give the same jobs.
//
// The answers are the Korean option texts the screen shows, which the server does not know in advance. Each
// question therefore reads its answer by KEYWORDS (spaces ignored), first matching rule wins, and an answer that
// matches nothing (or an unanswered question) adds nothing: the neutral default.
//
//   question (questionNum)            keywords → preference                         scored against       reason
//   1 past work field  (experience)   trait words → people/care/hands/desk/creative  job.traits (1-5)     strong
//                                     ('사람' '이야기' people, '돌보' '아이' care, '손으로' '만드' hands,
//                                      '사무' '서류' '숫자' desk, '꾸미' '미용' creative)
//   2 skills           (experience)   the same, plus a job's own field words         + job field words    strong
//                                     ('커피' → 바리스타, '부동산' → 공인중개사 …)
//   3 people or things (experience)   '둘 다'/'상관없' neutral; '물건'/'자료' things     job.traits           personality
//                                     (hands or desk over people), else trait words
//   4 working hours    (conditions)   '오전' '오후' '9시'/'종일' '주말' '행사'/'가끔'  job.workTime         condition
//                                     '탄력'/'자유', '평일'; '상관없' neutral
//   5 physical load    (conditions)   '가볍'/'적'/'싫' low, '보통'/'적당' medium,     job.strong.physical  condition
//                                     '많이'/'괜찮'/'체력' high
//   6 income need      (conditions)   '용돈'/'적'/'조금' low, '많이'/'넉넉'/'높' high,  monthly income       condition
//                                     '보통'/'생활비'/'보탬' medium
//   7 people contact   (environment)  '혼자'/'적'/'싫' few, '몇'/'차분'/'보통' medium,  job.strong.relationship  personality
//                                     '많이'/'좋'/'어울' many
//   8 stress tolerance (environment)  '보통'/'어느 정도' medium, '상관없'/'견디' high,  job.strong.stress    personality
//                                     '싫'/'적'/'없' low, '괜찮' high
//   9 certificate      (environment)  '상관없' neutral, '싫'/'없이'/'부담' unwilling,  job.require          condition
//                                     '짧은'/'간단' short course only, '따'/'준비'/'괜찮' willing
//  10 confirmation                    not scored
//
// The full keyword lists, point tables and reason texts are in recommend-signals.ts.
// Points are small integers, summed per job. A job's reasons are, per kind (personality, condition, strong), the
// text of its best signal of that kind when that signal gave at least REASON_MIN points (a job with a positive
// score but no such signal gets the reason of its strongest one), preferring one no card above it already shows.
// Selection (the contract): jobs with a score above 0, best first, at most 5; fewer than 3 are topped up in Korean
// name order; equal scores go in Korean name order.

import { compareKorean } from './korean-order.ts';
import { QUESTION_SIGNALS } from './recommend-signals.ts';
import type { QuestionAnswer, Reasons, ReasonKind, RecommendableJob, Recommendation, Signal } from './recommend-signals.ts';

export { monthlyIncome } from './recommend-signals.ts';
export type { QuestionAnswer, Reasons, RecommendableJob, Recommendation } from './recommend-signals.ts';

export const MAX_RECOMMENDATIONS = 5;
export const MIN_RECOMMENDATIONS = 3;
/** Points a signal must give a job to become one of its reasons. */
const REASON_MIN = 2;

/** Spaces are ignored so that '어느 정도' and '어느정도' read the same. */
function normalise(answer: string): string {
  return answer.replace(/\s+/g, '');
}

/** Read in question order, so the order the answers were sent in changes nothing. */
export function signalsOf(answers: readonly QuestionAnswer[]): Signal[] {
  return [...answers].sort((a, b) => a.questionNum - b.questionNum).flatMap(({ questionNum, responses }) => {
    const read = QUESTION_SIGNALS[questionNum];
    const answer = responses[0];
    return read && answer ? read(normalise(answer)) : [];
  });
}

type Candidate = { points: number; signal: Signal };
type Scored<J extends RecommendableJob> = { job: J; score: number; candidates: Record<ReasonKind, Candidate[]> };
const KINDS = ['personality', 'condition', 'strong'] as const;

function scoreJob<J extends RecommendableJob>(job: J, signals: readonly Signal[]): Scored<J> {
  let score = 0;
  const candidates: Record<ReasonKind, Candidate[]> = { personality: [], condition: [], strong: [] };
  let strongest: Candidate | undefined;
  for (const signal of signals) {
    const points = signal.points(job);
    score += points;
    if (points >= REASON_MIN) candidates[signal.kind].push({ points, signal });
    if (points > 0 && (!strongest || points > strongest.points)) strongest = { points, signal };
  }
  // a job recommended on small points still says why: its strongest signal
  if (score > 0 && KINDS.every((kind) => candidates[kind].length === 0) && strongest) candidates[strongest.signal.kind].push(strongest);
  // best first; equal points keep question order (sort is stable)
  for (const kind of KINDS) candidates[kind].sort((a, b) => b.points - a.points);
  return { job, score, candidates };
}

/**
 * Reasons per card, best card first: of each kind, the job's reason that the cards above show least often (the best
 * one among equals), so the cards do not all repeat the same sentences (명세에 없어 정함). A kind is never left out
 * for that: when all its reasons are already shown above, one is shown again.
 */
function assignReasons<J extends RecommendableJob>(chosen: readonly Scored<J>[]): Recommendation<J>[] {
  const shown: Record<ReasonKind, Map<string, number>> = { personality: new Map(), condition: new Map(), strong: new Map() };
  return chosen.map(({ job, score, candidates }) => {
    const reasons: Reasons = {};
    for (const kind of KINDS) {
      const count = (text: string) => shown[kind].get(text) ?? 0;
      const texts = [...new Set(candidates[kind].map((candidate) => candidate.signal.reason(job)))];
      const text = texts.reduce<string | undefined>((best, t) => (best === undefined || count(t) < count(best) ? t : best), undefined);
      if (text === undefined) continue;
      reasons[kind] = text;
      shown[kind].set(text, count(text) + 1);
    }
    return { job, score, reasons };
  });
}

/** 3 to 5 jobs for the answers (see the selection rule at the top). */
export function recommend<J extends RecommendableJob>(answers: readonly QuestionAnswer[], jobs: readonly J[]): Recommendation<J>[] {
  const signals = signalsOf(answers);
  const byName = (a: Scored<J>, b: Scored<J>) => compareKorean(a.job.name, b.job.name) || a.job.id - b.job.id;
  const scored = jobs.map((job) => scoreJob(job, signals));
  const chosen = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || byName(a, b))
    .slice(0, MAX_RECOMMENDATIONS);
  if (chosen.length < MIN_RECOMMENDATIONS) {
    const rest = scored.filter((entry) => !chosen.includes(entry)).sort(byName);
    chosen.push(...rest.slice(0, MIN_RECOMMENDATIONS - chosen.length));
  }
  return assignReasons(chosen);
}
