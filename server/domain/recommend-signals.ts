// What each questionnaire answer means for the recommendation: keyword rules per question (first match wins, spaces
// ignored, no match = no preference) turned into signals that give a job points and, with enough points, a reason.
// The question → keyword → job attribute table is documented in recommend.ts.

export type TraitName = 'people' | 'care' | 'hands' | 'desk' | 'creative';
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

/** A keyword rule: the first rule with a keyword in the answer decides the answer's meaning. */
type Rule<T> = readonly [keywords: readonly string[], meaning: T];

function firstMatch<T>(answer: string, rules: readonly Rule<T>[]): T | undefined {
  return rules.find(([keywords]) => keywords.some((word) => answer.includes(word)))?.[1];
}

// ---------------------------------------------------------------------------------------------------------------
// Questions 1-3: experience, skills, people or things

const TRAIT_WORDS: Record<TraitName, readonly string[]> = {
  people: ['사람', '이야기', '들어주', '들어줘', '경청', '분위기', '대화', '고객', '손님', '상담', '영업', '판매', '서비스', '안내', '교육', '가르', '강의', '강사', '어울', '함께', '소통'],
  care: ['돌봄', '돌보', '돌봐', '살림', '돕', '도움', '간병', '요양', '간호', '의료', '병원', '복지', '보육', '육아', '아이', '어르신', '노인', '환자', '산모', '아기'],
  hands: ['손으로', '손재주', '손기술', '손끝', '만들', '만드', '조리', '요리', '음식', '주방', '생산', '제조', '기술', '수리', '기계', '도구', '물건', '현장', '청소', '운전'],
  desk: ['사무', '행정', '회계', '경리', '총무', '금융', '은행', '세무', '컴퓨터', '문서', '서류', '자료', '숫자', '정리', '관리', '계산', '엑셀'],
  creative: ['디자인', '예술', '꾸미', '창의', '아이디어', '미용', '화장', '공예', '음악', '그림', '사진', '행사', '기획', '예쁜'],
};

const TRAITS = Object.keys(TRAIT_WORDS) as TraitName[];

const EXPERIENCE_REASON: Record<TraitName, string> = {
  people: '사람을 대하던 경험을 살릴 수 있어요.',
  care: '돌봄 경험을 살릴 수 있어요.',
  hands: '손으로 하는 일의 솜씨를 살릴 수 있어요.',
  desk: '사무 경험을 살릴 수 있어요.',
  creative: '꾸미고 만드는 감각을 살릴 수 있어요.',
};

const PERSONALITY_REASON: Record<TraitName, string> = {
  people: '사람과 함께하는 일을 좋아하는 성향과 잘 맞아요.',
  care: '다른 사람을 돕는 일에서 보람을 느끼는 성향이에요.',
  hands: '손으로 무언가를 다루는 일을 좋아하는 성향과 잘 맞아요.',
  desk: '차분히 자료를 다루는 일을 좋아하는 성향과 잘 맞아요.',
  creative: '꾸미고 새로 만드는 일을 좋아하는 성향과 잘 맞아요.',
};

/** A job's own field: an answer naming it (question 1 or 2) is strong evidence for that job. */
const JOB_FIELDS: Record<string, { words: readonly string[]; label: string }> = {
  요양보호사: { words: ['요양', '어르신', '노인', '간병'], label: '어르신 돌봄' },
  간호조무사: { words: ['간호', '병원', '의료', '환자'], label: '의료·간호' },
  보육교사: { words: ['보육', '어린이', '아이', '육아', '유아'], label: '아이 돌봄' },
  사회복지사: { words: ['복지', '봉사'], label: '복지·봉사' },
  직업상담사: { words: ['취업', '직업', '인사', '채용', '상담', '이야기'], label: '취업·상담' },
  심리상담사: { words: ['심리', '상담', '고민', '이야기', '들어주', '들어줘', '경청'], label: '상담' },
  급식도우미: { words: ['급식', '조리', '요리', '음식', '주방', '식당'], label: '조리·음식' },
  사무보조원: { words: ['사무', '행정', '문서', '서류', '총무'], label: '사무·행정' },
  경리사무원: { words: ['경리', '회계', '세무', '장부', '계산', '숫자'], label: '회계·경리' },
  동물보건사: { words: ['동물', '반려', '수의'], label: '동물 돌봄' },
  웨딩도우미: { words: ['웨딩', '결혼', '예식'], label: '예식·행사' },
  '일반 미용사': { words: ['미용', '헤어', '머리'], label: '미용' },
  '피부 미용사': { words: ['피부', '에스테틱', '마사지'], label: '피부 관리' },
  '네일 미용사': { words: ['네일', '손톱'], label: '네일' },
  '메이크업 미용사': { words: ['메이크업', '화장', '분장'], label: '메이크업' },
  '반려동물 미용사': { words: ['반려', '애견', '동물', '강아지'], label: '반려동물' },
  '레크리에이션 강사': { words: ['레크', '운동', '체육', '놀이', '노래', '공연', '분위기', '사람들앞'], label: '레크리에이션·운동' },
  바리스타: { words: ['커피', '카페', '음료', '바리스타', '가게', '매장'], label: '카페·매장' },
  공인중개사: { words: ['부동산', '중개', '임대'], label: '부동산' },
  산후관리사: { words: ['산후', '산모', '아기', '신생아', '출산', '살림'], label: '산모·아기 돌봄' },
};

const FIELD_POINTS = 5;

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

const NEUTRAL_WORDS = ['둘다', '모두', '상관없', '골고루', '무관'];

const THINGS_WORDS = ['물건', '자료', '도구', '기계', '서류', '사물'];
const THINGS_REASON = '사람보다 물건이나 자료를 다루는 일이 편한 성향과 잘 맞아요.';

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

type HoursWish = { times: readonly string[]; reason: string } | 'neutral';

const HOURS_RULES: readonly Rule<HoursWish>[] = [
  [['상관없', '무관', '아무때', '언제든'], 'neutral'],
  [['오전', '아침'], { times: ['평일 오전'], reason: '평일 오전 근무를 원하는 조건과 잘 맞아요.' }],
  [['오후', '저녁'], { times: ['평일 오후'], reason: '평일 오후 근무를 원하는 조건과 잘 맞아요.' }],
  [['9시', '18시', '종일', '전일', '풀타임', '정규', '출퇴근'], { times: ['평일 9시-18시'], reason: '평일 9시-18시 근무를 원하는 조건과 잘 맞아요.' }],
  [['주말', '토요일', '일요일'], { times: ['주말 근무'], reason: '주말 근무를 원하는 조건과 잘 맞아요.' }],
  [['행사', '이벤트', '가끔', '단기', '필요할때'], { times: ['이벤트성'], reason: '행사가 있을 때만 일하고 싶은 조건과 잘 맞아요.' }],
  [['탄력', '자유', '유연', '조절', '원하는시간'], { times: ['탄력 근무'], reason: '근무 시간을 자유롭게 조절하고 싶은 조건과 잘 맞아요.' }],
  [['평일'], { times: ['평일 오전', '평일 오후', '평일 9시-18시'], reason: '평일 근무를 원하는 조건과 잘 맞아요.' }],
];

/** Work times close enough to a wish to count a little (weekend wishes suit event work and back). */
const NEAR_TIMES: Record<string, readonly string[]> = {
  '주말 근무': ['이벤트성'],
  이벤트성: ['주말 근무'],
};

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

type Level3 = 'low' | 'medium' | 'high';

const PHYSICAL_RULES: readonly Rule<Level3>[] = [
  [['가볍', '적게', '적은', '덜', '앉아', '편하', '편안', '무리', '힘들지', '부담', '싫', '약하', '약해'], 'low'],
  [['보통', '적당', '중간', '어느정도'], 'medium'],
  [['많이', '활발', '부지런', '체력', '튼튼', '자신', '괜찮', '좋아', '움직'], 'high'],
];

const PHYSICAL_POINTS: Record<Level3, readonly number[]> = {
  // indexed by job.strong.physical 1-5
  low: [3, 3, 1, -2, -4],
  medium: [-1, 1, 3, 1, -1],
  high: [-1, -1, 0, 2, 3],
};

const PHYSICAL_REASON: Record<Level3, string> = {
  low: '몸에 부담이 적은 일이에요.',
  medium: '적당히 몸을 움직이는 일이에요.',
  high: '몸을 부지런히 움직이는 일이라 활동적인 분께 잘 맞아요.',
};

function pointsAt(table: readonly number[], level: number): number {
  return table[Math.min(5, Math.max(1, Math.round(level))) - 1] ?? 0;
}

function physicalSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, PHYSICAL_RULES);
  if (wish === undefined) return [];
  return [{ kind: 'condition', points: (job) => pointsAt(PHYSICAL_POINTS[wish], job.strong.physical), reason: () => PHYSICAL_REASON[wish] }];
}

const INCOME_RULES: readonly Rule<Level3 | 'neutral'>[] = [
  [['상관없', '무관'], 'neutral'],
  [['용돈', '적어도', '적게', '조금', '소일', '부담없', '크게'], 'low'],
  [['많이', '넉넉', '높', '충분', '생계', '많은'], 'high'],
  [['보통', '적당', '생활비', '보탬', '어느정도'], 'medium'],
];

/** Typical paid hours a month for hourly jobs, by their work time (part-time hours are what such jobs offer). */
const HOURS_PER_MONTH: Record<string, number> = {
  '평일 오전': 88,
  '평일 오후': 88,
  '평일 9시-18시': 209,
  '주말 근무': 64,
  이벤트성: 40,
  '탄력 근무': 120,
};

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

const INCOME_REASON: Record<Level3, string> = {
  low: '부담 없이 짧게 일하며 용돈을 벌 수 있는 일이에요.',
  medium: '생활에 보탬이 되는 수입을 기대할 수 있어요.',
  high: '원하는 만큼의 수입을 기대할 수 있는 급여 수준이에요.',
};

function incomeSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, INCOME_RULES);
  if (wish === undefined || wish === 'neutral') return [];
  return [{ kind: 'condition', points: (job) => incomePoints(wish, monthlyIncome(job)), reason: () => INCOME_REASON[wish] }];
}

// ---------------------------------------------------------------------------------------------------------------
// Questions 7-9: people contact, stress, certificate

const CONTACT_RULES: readonly Rule<Level3 | 'neutral'>[] = [
  [['상관없', '무관'], 'neutral'],
  [['혼자', '조용', '적게', '적은', '덜', '싫', '부담', '불편', '최소'], 'low'],
  [['보통', '적당', '어느정도', '가끔', '몇', '차분', '소수'], 'medium'],
  [['많이', '자주', '좋', '활발', '어울', '대화', '함께'], 'high'],
];

const CONTACT_POINTS: Record<Level3, readonly number[]> = {
  // indexed by job.strong.relationship 1-5
  low: [4, 2, 0, -2, -4],
  medium: [0, 1, 2, 1, 0],
  high: [-4, -2, 0, 2, 4],
};

const CONTACT_REASON: Record<Level3, string> = {
  low: '혼자 차분히 일하는 성향과 잘 맞아요.',
  medium: '사람을 적당히 만나는 일이라 부담이 적어요.',
  high: '사람들과 어울려 일하기를 좋아하는 성향과 잘 맞아요.',
};

function contactSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, CONTACT_RULES);
  if (wish === undefined || wish === 'neutral') return [];
  return [{ kind: 'personality', points: (job) => pointsAt(CONTACT_POINTS[wish], job.strong.relationship), reason: () => CONTACT_REASON[wish] }];
}

const STRESS_RULES: readonly Rule<Level3>[] = [
  [['보통', '적당', '어느정도'], 'medium'],
  [['상관없', '견디', '강한', '강해', '자신', '이겨'], 'high'],
  [['싫', '적', '없', '피하', '민감', '약', '편안', '편한', '조금만'], 'low'],
  [['괜찮'], 'high'],
];

const STRESS_POINTS: Record<Level3, readonly number[]> = {
  // indexed by job.strong.stress 1-5; a high tolerance rules nothing out
  low: [4, 2, 0, -2, -4],
  medium: [1, 1, 0, 0, -2],
  high: [0, 0, 0, 0, 0],
};

const STRESS_REASON = '스트레스가 적은 편인 일이라 마음 편히 일할 수 있어요.';

function stressSignals(answer: string): Signal[] {
  const wish = firstMatch(answer, STRESS_RULES);
  if (wish === undefined || wish === 'high') return [];
  return [{ kind: 'personality', points: (job) => pointsAt(STRESS_POINTS[wish], job.strong.stress), reason: () => STRESS_REASON }];
}

type CertificateWish = 'willing' | 'short' | 'unwilling';

const CERTIFICATE_RULES: readonly Rule<CertificateWish | 'neutral'>[] = [
  [['상관없', '무관'], 'neutral'],
  [['싫', '없이', '부담', '바로', '당장', '어려', '자신없'], 'unwilling'],
  [['짧은', '짧게', '간단', '잠깐'], 'short'],
  [['따', '딸', '취득', '괜찮', '좋', '준비', '도전', '있', '배우', '공부', '의향'], 'willing'],
];

const CERTIFICATE_POINTS: Record<CertificateWish, Record<string, number>> = {
  unwilling: { 필요함: -4, '선택 사항': 1, 불필요함: 3 },
  // a short course is fine, a long certificate path less so
  short: { 필요함: 0, '선택 사항': 2, 불필요함: 1 },
  willing: { 필요함: 2, '선택 사항': 1, 불필요함: 0 },
};

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

