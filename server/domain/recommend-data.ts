// The recommendation's data: for each question of the questionnaire, the keyword rules that read an answer (first
// match wins, spaces ignored) and the points and reasons each meaning gives a job. The logic that turns them into
// signals is in recommend-signals.ts; the question → keyword → job attribute table is documented in recommend.ts.

/** A keyword rule: the first rule with a keyword in the answer decides the answer's meaning. */
export type Rule<T> = readonly [keywords: readonly string[], meaning: T];

export type Level3 = 'low' | 'medium' | 'high';

/** The five kinds of work an answer can point to (questions 1-3). */
export type TraitName = 'people' | 'care' | 'hands' | 'desk' | 'creative';

// Questions 1-3: experience, skills, people or things
export const TRAIT_WORDS: Record<TraitName, readonly string[]> = {
  people: ['사람', '이야기', '들어주', '들어줘', '경청', '분위기', '대화', '고객', '손님', '상담', '영업', '판매', '서비스', '안내', '교육', '가르', '강의', '강사', '어울', '함께', '소통'],
  care: ['돌봄', '돌보', '돌봐', '살림', '돕', '도움', '간병', '요양', '간호', '의료', '병원', '복지', '보육', '육아', '아이', '어르신', '노인', '환자', '산모', '아기'],
  hands: ['손으로', '손재주', '손기술', '손끝', '만들', '만드', '조리', '요리', '음식', '주방', '생산', '제조', '기술', '수리', '기계', '도구', '물건', '현장', '청소', '운전'],
  desk: ['사무', '행정', '회계', '경리', '총무', '금융', '은행', '세무', '컴퓨터', '문서', '서류', '자료', '숫자', '정리', '관리', '계산', '엑셀'],
  creative: ['디자인', '예술', '꾸미', '창의', '아이디어', '미용', '화장', '공예', '음악', '그림', '사진', '행사', '기획', '예쁜'],
};

export const EXPERIENCE_REASON: Record<TraitName, string> = {
  people: '사람을 대하던 경험을 살릴 수 있어요.',
  care: '돌봄 경험을 살릴 수 있어요.',
  hands: '손으로 하는 일의 솜씨를 살릴 수 있어요.',
  desk: '사무 경험을 살릴 수 있어요.',
  creative: '꾸미고 만드는 감각을 살릴 수 있어요.',
};

export const PERSONALITY_REASON: Record<TraitName, string> = {
  people: '사람과 함께하는 일을 좋아하는 성향과 잘 맞아요.',
  care: '다른 사람을 돕는 일에서 보람을 느끼는 성향이에요.',
  hands: '손으로 무언가를 다루는 일을 좋아하는 성향과 잘 맞아요.',
  desk: '차분히 자료를 다루는 일을 좋아하는 성향과 잘 맞아요.',
  creative: '꾸미고 새로 만드는 일을 좋아하는 성향과 잘 맞아요.',
};

/** A job's own field: an answer naming it (question 1 or 2) is strong evidence for that job. */
export const JOB_FIELDS: Record<string, { words: readonly string[]; label: string }> = {
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

export const FIELD_POINTS = 5;

export const NEUTRAL_WORDS = ['둘다', '모두', '상관없', '골고루', '무관'];

export const THINGS_WORDS = ['물건', '자료', '도구', '기계', '서류', '사물'];
export const THINGS_REASON = '사람보다 물건이나 자료를 다루는 일이 편한 성향과 잘 맞아요.';

// Questions 4-6: hours, physical load, income
export type HoursWish = { times: readonly string[]; reason: string } | 'neutral';

export const HOURS_RULES: readonly Rule<HoursWish>[] = [
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
export const NEAR_TIMES: Record<string, readonly string[]> = {
  '주말 근무': ['이벤트성'],
  이벤트성: ['주말 근무'],
};


export const PHYSICAL_RULES: readonly Rule<Level3>[] = [
  [['가볍', '적게', '적은', '덜', '앉아', '편하', '편안', '무리', '힘들지', '부담', '싫', '약하', '약해'], 'low'],
  [['보통', '적당', '중간', '어느정도'], 'medium'],
  [['많이', '활발', '부지런', '체력', '튼튼', '자신', '괜찮', '좋아', '움직'], 'high'],
];

export const PHYSICAL_POINTS: Record<Level3, readonly number[]> = {
  // indexed by job.strong.physical 1-5
  low: [3, 3, 1, -2, -4],
  medium: [-1, 1, 3, 1, -1],
  high: [-1, -1, 0, 2, 3],
};

export const PHYSICAL_REASON: Record<Level3, string> = {
  low: '몸에 부담이 적은 일이에요.',
  medium: '적당히 몸을 움직이는 일이에요.',
  high: '몸을 부지런히 움직이는 일이라 활동적인 분께 잘 맞아요.',
};

export const INCOME_RULES: readonly Rule<Level3 | 'neutral'>[] = [
  [['상관없', '무관'], 'neutral'],
  [['용돈', '적어도', '적게', '조금', '소일', '부담없', '크게'], 'low'],
  [['많이', '넉넉', '높', '충분', '생계', '많은'], 'high'],
  [['보통', '적당', '생활비', '보탬', '어느정도'], 'medium'],
];

/** Typical paid hours a month for hourly jobs, by their work time (part-time hours are what such jobs offer). */
export const HOURS_PER_MONTH: Record<string, number> = {
  '평일 오전': 88,
  '평일 오후': 88,
  '평일 9시-18시': 209,
  '주말 근무': 64,
  이벤트성: 40,
  '탄력 근무': 120,
};

export const INCOME_REASON: Record<Level3, string> = {
  low: '부담 없이 짧게 일하며 용돈을 벌 수 있는 일이에요.',
  medium: '생활에 보탬이 되는 수입을 기대할 수 있어요.',
  high: '원하는 만큼의 수입을 기대할 수 있는 급여 수준이에요.',
};

// Questions 7-9: people contact, stress, certificate
export const CONTACT_RULES: readonly Rule<Level3 | 'neutral'>[] = [
  [['상관없', '무관'], 'neutral'],
  [['혼자', '조용', '적게', '적은', '덜', '싫', '부담', '불편', '최소'], 'low'],
  [['보통', '적당', '어느정도', '가끔', '몇', '차분', '소수'], 'medium'],
  [['많이', '자주', '좋', '활발', '어울', '대화', '함께'], 'high'],
];

export const CONTACT_POINTS: Record<Level3, readonly number[]> = {
  // indexed by job.strong.relationship 1-5
  low: [4, 2, 0, -2, -4],
  medium: [0, 1, 2, 1, 0],
  high: [-4, -2, 0, 2, 4],
};

export const CONTACT_REASON: Record<Level3, string> = {
  low: '혼자 차분히 일하는 성향과 잘 맞아요.',
  medium: '사람을 적당히 만나는 일이라 부담이 적어요.',
  high: '사람들과 어울려 일하기를 좋아하는 성향과 잘 맞아요.',
};

export const STRESS_RULES: readonly Rule<Level3>[] = [
  [['보통', '적당', '어느정도'], 'medium'],
  [['상관없', '견디', '강한', '강해', '자신', '이겨'], 'high'],
  [['싫', '적', '없', '피하', '민감', '약', '편안', '편한', '조금만'], 'low'],
  [['괜찮'], 'high'],
];

export const STRESS_POINTS: Record<Level3, readonly number[]> = {
  // indexed by job.strong.stress 1-5; a high tolerance rules nothing out
  low: [4, 2, 0, -2, -4],
  medium: [1, 1, 0, 0, -2],
  high: [0, 0, 0, 0, 0],
};

export const STRESS_REASON = '스트레스가 적은 편인 일이라 마음 편히 일할 수 있어요.';

export type CertificateWish = 'willing' | 'short' | 'unwilling';

export const CERTIFICATE_RULES: readonly Rule<CertificateWish | 'neutral'>[] = [
  [['상관없', '무관'], 'neutral'],
  [['싫', '없이', '부담', '바로', '당장', '어려', '자신없'], 'unwilling'],
  [['짧은', '짧게', '간단', '잠깐'], 'short'],
  [['따', '딸', '취득', '괜찮', '좋', '준비', '도전', '있', '배우', '공부', '의향'], 'willing'],
];

export const CERTIFICATE_POINTS: Record<CertificateWish, Record<string, number>> = {
  unwilling: { 필요함: -4, '선택 사항': 1, 불필요함: 3 },
  // a short course is fine, a long certificate path less so
  short: { 필요함: 0, '선택 사항': 2, 불필요함: 1 },
  willing: { 필요함: 2, '선택 사항': 1, 불필요함: 0 },
};
