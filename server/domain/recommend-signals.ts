// What each questionnaire answer means for the recommendation: keyword rules per question (first match wins, spaces
// ignored, no match = no preference) turned into signals that give a job points and, with enough points, a reason.
// The question → keyword → job attribute table is documented in recommend.ts; the keyword tables, points and reasons
// are in recommend-data.ts.
import {
  CERTIFICATE_POINTS, CERTIFICATE_RULES, CONTACT_POINTS, CONTACT_REASON, CONTACT_RULES, EXPERIENCE_REASON,
  FIELD_POINTS, HOURS_PER_MONTH, HOURS_RULES, INCOME_REASON, INCOME_RULES, JOB_FIELDS, NEAR_TIMES, NEUTRAL_WORDS,
  PERSONALITY_REASON, PHYSICAL_POINTS, PHYSICAL_REASON, PHYSICAL_RULES, STRESS_POINTS, STRESS_REASON, STRESS_RULES,
  THINGS_REASON, THINGS_WORDS, TRAIT_WORDS
} from './recommend-data.ts';
import type { Level3, Rule, TraitName } from './recommend-data.ts';
export type ReasonKind = 'personality' | 'condition' | 'strong';

export interface RecommendableJob {
  id: number;
  name: string;
  traits: Record<TraitName, number>;
  strong: { physical: number; stress: number; relationship: number };
  require: string;
  workTime: string;
  salaryCost: number;
  salaryType: string;
}

export interface QuestionAnswer {
  questionNum: number;
  responses: string[];
}

export type Reasons = Partial<Record<ReasonKind, string>>;

export interface Recommendation<J extends RecommendableJob> {
  job: J;
  score: number;
  reasons: Reasons;
}

export interface Signal {
  kind: ReasonKind;
  points: (job: RecommendableJob) => number;
  reason: (job: RecommendableJob) => string;
}

function firstMatch<T>(answer: string, rules: readonly Rule<T>[]): T | undefined {
  return rules.find(([keywords]) => keywords.some((word) => answer.includes(word)))?.[1];
}

// ---------------------------------------------------------------------------------------------------------------
// Questions 1-3: experience, skills, people or things

const TRAITS = Object.keys(TRAIT_WORDS) as TraitName[];

function traitsIn(answer: string): TraitName[] {
  return TRAITS.filter((trait) => TRAIT_WORDS[trait].some((word) => answer.includes(word)));
}

/** Questions 1 and 2: experience and skills. */
function experienceSignals(answer: string): Signal[] {
  const signals: Signal[] = traitsIn(answer).map((trait) => ({
    kind: 'strong',
    points: (job) => (job.traits[trait] - 3) * 2,
    reason: () => EXPERIENCE_REASON[trait],
  }));
  signals.push({
    kind: 'strong',
    points: (job) => (JOB_FIELDS[job.name]?.words.some((word) => answer.includes(word)) ? FIELD_POINTS : 0),
    reason: (job) => `${JOB_FIELDS[job.name]?.label ?? job.name} 경험을 살릴 수 있어요.`,
  });
  return signals;
}

/**
 * Question 3: people or things. 'Things' means hands-on or desk work with fewer people, whichever of the two a job
 * is (a job is rarely both, so the two traits would cancel out if read apart).
 */
function personalitySignals(answer: string): Signal[] {
  if (NEUTRAL_WORDS.some((word) => answer.includes(word))) return [];
  const things = THINGS_WORDS.some((word) => answer.includes(word));
  const signals: Signal[] = things
    ? [
        {
          kind: 'personality',
          points: (job) => (Math.max(job.traits.hands, job.traits.desk) - job.traits.people) * 2,
          reason: () => THINGS_REASON,
        },
      ]
    : [];
  for (const trait of traitsIn(answer)) {
    if (things && (trait === 'hands' || trait === 'desk')) continue;
    signals.push({ kind: 'personality', points: (job) => (job.traits[trait] - 3) * 2, reason: () => PERSONALITY_REASON[trait] });
  }
  return signals;
}

// ---------------------------------------------------------------------------------------------------------------
// Questions 4-6: hours, physical load, income

function hoursSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, HOURS_RULES);
  if (wish === undefined || wish === 'neutral') return [];
  return [
    {
      kind: 'condition',
      points: (job) => {
        if (wish.times.includes(job.workTime)) return 4;
        if (job.workTime === '탄력 근무') return 2;
        return wish.times.some((time) => NEAR_TIMES[time]?.includes(job.workTime)) ? 2 : 0;
      },
      reason: (job) =>
        wish.times.includes(job.workTime)
          ? wish.reason
          : job.workTime === '탄력 근무'
            ? '근무 시간을 조절할 수 있어 원하는 시간에 맞추기 쉬워요.'
            : `${job.workTime} 일이라 원하는 근무 시간과 가까워요.`,
    },
  ];
}

function pointsAt(table: readonly number[], level: number): number {
  return table[Math.min(5, Math.max(1, Math.round(level))) - 1] ?? 0;
}

function physicalSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, PHYSICAL_RULES);
  if (wish === undefined) return [];
  return [{ kind: 'condition', points: (job) => pointsAt(PHYSICAL_POINTS[wish], job.strong.physical), reason: () => PHYSICAL_REASON[wish] }];
}

/** What the job typically pays a month, in won. */
export function monthlyIncome(job: Pick<RecommendableJob, 'salaryCost' | 'salaryType' | 'workTime'>): number {
  if (job.salaryType === '연봉') return job.salaryCost / 12;
  if (job.salaryType === '시급') return job.salaryCost * (HOURS_PER_MONTH[job.workTime] ?? 209);
  return job.salaryCost;
}

function incomePoints(wish: Level3, monthly: number): number {
  if (wish === 'high') {
    if (monthly >= 3_000_000) return 4;
    if (monthly >= 2_500_000) return 3;
    if (monthly >= 2_300_000) return 2;
    if (monthly >= 2_000_000) return 1;
    return monthly < 1_500_000 ? -2 : 0;
  }
  if (wish === 'medium') return monthly >= 2_000_000 ? 2 : monthly >= 1_500_000 ? 1 : 0;
  return monthly < 1_500_000 ? 2 : 0;
}

function incomeSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, INCOME_RULES);
  if (wish === undefined || wish === 'neutral') return [];
  return [{ kind: 'condition', points: (job) => incomePoints(wish, monthlyIncome(job)), reason: () => INCOME_REASON[wish] }];
}

// ---------------------------------------------------------------------------------------------------------------
// Questions 7-9: people contact, stress, certificate

function contactSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, CONTACT_RULES);
  if (wish === undefined || wish === 'neutral') return [];
  return [{ kind: 'personality', points: (job) => pointsAt(CONTACT_POINTS[wish], job.strong.relationship), reason: () => CONTACT_REASON[wish] }];
}

function stressSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, STRESS_RULES);
  if (wish === undefined || wish === 'high') return [];
  return [{ kind: 'personality', points: (job) => pointsAt(STRESS_POINTS[wish], job.strong.stress), reason: () => STRESS_REASON }];
}

function certificateReason(require: string): string {
  if (require === '필요함') return '자격증을 따서 전문성을 갖출 수 있어요.';
  if (require === '불필요함') return '자격증 없이 바로 시작할 수 있어요.';
  return '자격증이 없어도 시작할 수 있고, 따 두면 더 유리해요.';
}

function certificateSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, CERTIFICATE_RULES);
  if (wish === undefined || wish === 'neutral') return [];
  return [{ kind: 'condition', points: (job) => CERTIFICATE_POINTS[wish][job.require] ?? 0, reason: (job) => certificateReason(job.require) }];
}

// ---------------------------------------------------------------------------------------------------------------

export const QUESTION_SIGNALS: Record<number, (answer: string) => Signal[]> = {
  1: experienceSignals,
  2: experienceSignals,
  3: personalitySignals,
  4: hoursSignals,
  5: physicalSignals,
  6: incomeSignals,
  7: contactSignals,
  8: stressSignals,
  9: certificateSignals,
};

