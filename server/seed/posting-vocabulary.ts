// What the seed's recruitment postings are made of, per job: companies, title details, job types and pay (data).
export type JobTypeName = '정규직' | '계약직' | '파트타임' | '프리랜서';
export type ExperienceLevel = '신입' | '경력' | '경력무관';
export type EducationLevel = '학력무관' | '고등학교졸업' | '대학졸업(2,3년)' | '대학교졸업(4년)';

// ---------------------------------------------------------------------------
// Posting vocabulary per job

export interface PostingProfile {
  /**
   * [company name template, what the workplace is called in titles]. Templates: {p} friendly
   * prefix, {b} brand word, {o} office-style word, {d} short district name ('종로'),
   * {D} full district name ('종로구').
   */
  companies: readonly (readonly [string, string])[];
  /** Title details that fit any job type. */
  details: readonly string[];
  /** Title details only for 정규직/계약직. */
  fullDetails: readonly string[];
  /** Title details only for 파트타임/프리랜서. */
  partDetails: readonly string[];
  jobTypes: readonly (readonly [JobTypeName, number])[];
  experience: readonly (readonly [ExperienceLevel, number])[];
  education: readonly (readonly [EducationLevel, number])[];
  /** Hourly pay range in won. */
  hourly: readonly [number, number];
  /** Monthly pay range in 만원 for full-time work. */
  monthly: readonly [number, number];
  /** Yearly pay range in 만원, when postings of this job quote yearly pay. */
  yearly?: readonly [number, number];
}

export const INSTITUTION_PREFIXES = [
  '행복한', '늘푸른', '햇살', '사랑의', '은빛', '미소', '한마음', '새봄', '다온', '온누리',
  '푸른솔', '하늘', '참좋은', '우리', '가온', '효사랑', '소망', '기쁨',
] as const;

export const BRAND_WORDS = [
  '라온', '소담', '봄날', '모아', '온새미로', '다온', '하루', '로하', '포레', '그레이스',
  '루다', '아라', '도담', '별빛', '미르', '나래',
] as const;

export const OFFICE_WORDS = ['한빛', '대성', '삼우', '동양', '신원', '제일', '한결', '우진', '태광', '세원'] as const;

const FULL_TIME: readonly (readonly [JobTypeName, number])[] = [['정규직', 6], ['계약직', 3], ['파트타임', 1]];
const MOSTLY_NEW: readonly (readonly [ExperienceLevel, number])[] = [['신입', 3], ['경력무관', 6], ['경력', 1]];
const ANY_EDU: readonly (readonly [EducationLevel, number])[] = [['학력무관', 7], ['고등학교졸업', 3]];

const POSTING_PROFILES: Record<string, PostingProfile> = {
  요양보호사: {
    companies: [
      ['{p}요양원', '요양원'],
      ['{p}재가복지센터', '재가센터'],
      ['{p}주간보호센터', '주간보호센터'],
      ['{p}방문요양센터', '방문요양'],
      ['{p}노인요양공동생활가정', '요양공동생활가정'],
      ['{d}실버케어센터', '주간보호센터'],
    ],
    details: ['60세 이상 가능', '신규 자격자 환영', '경력무관, 교육 지원'],
    fullDetails: ['주 5일, 4대보험', '3교대, 식사 제공', '주간 근무, 퇴직금'],
    partDetails: ['오전 9시-오후 1시', '주 3일, 시간 협의', '어르신 댁 방문, 하루 3시간'],
    jobTypes: [['정규직', 4], ['계약직', 3], ['파트타임', 3]],
    experience: MOSTLY_NEW,
    education: [['학력무관', 9], ['고등학교졸업', 1]],
    hourly: [11000, 13500],
    monthly: [220, 270],
  },
  간호조무사: {
    companies: [
      ['{d}{b}내과의원', '내과의원'],
      ['{b}정형외과의원', '정형외과'],
      ['{p}요양병원', '요양병원'],
      ['{b}한의원', '한의원'],
      ['{d}{b}치과의원', '치과의원'],
      ['{b}건강검진센터', '검진센터'],
    ],
    details: ['경력 우대', '신입 교육 지원', '자격증 소지자'],
    fullDetails: ['주 5일, 토요일 격주', '점심시간 1시간 보장', '4대보험, 퇴직금'],
    partDetails: ['오전 파트 근무', '토요일 오전 근무'],
    jobTypes: FULL_TIME,
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: [['학력무관', 3], ['고등학교졸업', 7]],
    hourly: [11500, 14000],
    monthly: [230, 290],
    yearly: [2800, 3400],
  },
  보육교사: {
    companies: [
      ['{D}립{b}어린이집', '국공립어린이집'],
      ['{p}어린이집', '민간어린이집'],
      ['{b}국공립어린이집', '국공립어린이집'],
      ['{d}{b}어린이집', '민간어린이집'],
      ['{p}가정어린이집', '가정어린이집'],
    ],
    details: ['보육교사 2급 이상', '처우개선비 지급'],
    fullDetails: ['담임교사, 만 2세반', '4대보험, 호봉제', '주 5일, 7시 30분 출근조'],
    partDetails: ['보조교사, 오후 근무', '연장보육 전담교사, 오후 4시-7시 30분'],
    jobTypes: [['정규직', 5], ['계약직', 3], ['파트타임', 2]],
    experience: MOSTLY_NEW,
    education: [['고등학교졸업', 5], ['대학졸업(2,3년)', 4], ['대학교졸업(4년)', 1]],
    hourly: [10800, 12500],
    monthly: [225, 275],
  },
  사회복지사: {
    companies: [
      ['{d}종합사회복지관', '종합사회복지관'],
      ['{d}노인복지관', '노인복지관'],
      ['{p}지역아동센터', '지역아동센터'],
      ['{d}장애인복지관', '장애인복지관'],
      ['{p}복지재단', '복지재단'],
      ['{D}시니어클럽', '시니어클럽'],
    ],
    details: ['사례관리 담당', '노인일자리 담당', '프로그램 운영', '2급 이상'],
    fullDetails: ['주 5일, 4대보험', '기간제 1년, 재계약 가능'],
    partDetails: ['주 3일, 프로그램 보조'],
    jobTypes: [['정규직', 5], ['계약직', 5]],
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: [['고등학교졸업', 2], ['대학졸업(2,3년)', 4], ['대학교졸업(4년)', 4]],
    hourly: [11000, 13000],
    monthly: [240, 290],
    yearly: [2900, 3500],
  },
  직업상담사: {
    companies: [
      ['{D}일자리센터', '일자리센터'],
      ['{D}여성새로일하기센터', '새일센터'],
      ['㈜{o}인재개발', '취업지원기관'],
      ['㈜{o}잡컨설팅', '취업지원기관'],
      ['{d}중장년내일센터', '중장년내일센터'],
      ['㈜{b}HR', '취업지원기관'],
    ],
    details: ['국민취업지원제도 상담', '직업상담사 2급 필수', '중장년 취업 상담'],
    fullDetails: ['주 5일, 9시-18시', '기간제, 성과급'],
    partDetails: ['주 3일, 취업 특강 진행'],
    jobTypes: [['정규직', 3], ['계약직', 7]],
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: [['고등학교졸업', 3], ['대학졸업(2,3년)', 3], ['대학교졸업(4년)', 4]],
    hourly: [11000, 13000],
    monthly: [230, 280],
    yearly: [2800, 3300],
  },
  심리상담사: {
    companies: [
      ['{b}심리상담센터', '심리상담센터'],
      ['{p}아동청소년상담센터', '아동청소년상담센터'],
      ['{b}가족상담연구소', '가족상담센터'],
      ['{D}청소년상담복지센터', '청소년상담복지센터'],
      ['㈜{b}마음연구소', '기업상담실'],
    ],
    details: ['집단상담 진행', '자격증 소지자', '수련생 가능'],
    fullDetails: ['주 5일, 4대보험', '상근 상담원'],
    partDetails: ['주 3일, 오후 상담', '상담 건당 수당'],
    jobTypes: [['정규직', 2], ['계약직', 3], ['파트타임', 2], ['프리랜서', 3]],
    experience: [['신입', 2], ['경력무관', 3], ['경력', 5]],
    education: [['대학교졸업(4년)', 8], ['대학졸업(2,3년)', 2]],
    hourly: [20000, 40000],
    monthly: [230, 300],
  },
  급식도우미: {
    companies: [
      ['{b}초등학교', '학교 급식실'],
      ['{b}중학교', '학교 급식실'],
      ['㈜{o}푸드', '구내식당'],
      ['{p}요양병원 영양팀', '요양병원 주방'],
      ['㈜{o}에프앤비', '구내식당'],
      ['{d}노인복지관 식당', '복지관 식당'],
    ],
    details: ['배식·세척 담당', '60세 이상 가능', '보건증 필수'],
    fullDetails: ['주 5일, 중식 제공', '방학 중 근무 협의'],
    partDetails: ['오전 10시-오후 2시', '방학 중 휴무', '점심시간 3시간 근무'],
    jobTypes: [['파트타임', 6], ['계약직', 3], ['정규직', 1]],
    experience: [['신입', 3], ['경력무관', 7]],
    education: [['학력무관', 10]],
    hourly: [10320, 12000],
    monthly: [216, 240],
  },
  사무보조원: {
    companies: [
      ['㈜{o}산업', '총무팀'],
      ['{o}세무회계', '세무사무소'],
      ['㈜{o}물류', '사무실'],
      ['{D}시설관리공단', '공공기관'],
      ['㈜{b}', '사무실'],
      ['{o}건설㈜', '현장 사무실'],
    ],
    details: ['문서 작성·자료 입력', '컴활 자격 우대', '중장년 우대'],
    fullDetails: ['주 5일, 9시-18시', '4대보험, 퇴직금'],
    partDetails: ['하루 4시간 근무', '오전 근무'],
    jobTypes: [['정규직', 3], ['계약직', 4], ['파트타임', 3]],
    experience: MOSTLY_NEW,
    education: [['학력무관', 4], ['고등학교졸업', 6]],
    hourly: [10320, 11500],
    monthly: [216, 250],
  },
  경리사무원: {
    companies: [
      ['{o}세무회계사무소', '세무사무소'],
      ['㈜{o}산업', '경영지원팀'],
      ['{o}건설㈜', '경리·회계'],
      ['㈜{o}상사', '경리·회계'],
      ['{o}회계법인', '회계법인'],
      ['㈜{b}', '경영지원팀'],
    ],
    details: ['전산회계 자격 우대', '더존 사용 가능자', '급여·4대보험 업무'],
    fullDetails: ['주 5일, 4대보험', '결산 업무 가능자'],
    partDetails: ['주 3일, 오전 근무', '월말 결산 기간 근무'],
    jobTypes: FULL_TIME,
    experience: [['신입', 2], ['경력무관', 3], ['경력', 5]],
    education: [['고등학교졸업', 6], ['대학졸업(2,3년)', 3], ['대학교졸업(4년)', 1]],
    hourly: [10800, 12500],
    monthly: [230, 300],
    yearly: [2800, 3600],
  },
  동물보건사: {
    companies: [
      ['{b}동물병원', '동물병원'],
      ['{d}24시 동물메디컬센터', '24시 동물병원'],
      ['{b}동물의료센터', '동물의료센터'],
      ['{p}동물병원', '동물병원'],
    ],
    details: ['동물보건사 자격 소지자', '진료 보조', '신입 교육 지원'],
    fullDetails: ['주 5일, 교대 근무', '야간 수당 별도'],
    partDetails: ['주말 오전 근무', '입원동물 관리 파트'],
    jobTypes: FULL_TIME,
    experience: [['신입', 4], ['경력무관', 3], ['경력', 3]],
    education: [['대학졸업(2,3년)', 7], ['고등학교졸업', 3]],
    hourly: [10800, 12500],
    monthly: [220, 270],
  },
  웨딩도우미: {
    companies: [['{b}웨딩홀', '웨딩홀'], ['{d}{b}웨딩컨벤션', '웨딩컨벤션'], ['{b}컨벤션웨딩', '예식장'], ['㈜{b}웨딩', '예식장']],
    details: ['초보 가능, 교육 후 투입', '폐백 도우미 포함'],
    fullDetails: ['예식 운영 전담'],
    partDetails: ['주말 예식, 건당 지급', '토·일 근무', '당일 지급'],
    jobTypes: [['파트타임', 7], ['프리랜서', 3]],
    experience: [['신입', 3], ['경력무관', 7]],
    education: [['학력무관', 10]],
    hourly: [13000, 18000],
    monthly: [216, 230],
  },
  '일반 미용사': {
    companies: [['{b} 헤어', '미용실'], ['헤어살롱 {b}', '헤어살롱'], ['{b}미용실', '미용실'], ['{d} {b}헤어', '헤어숍']],
    details: ['시니어 손님 많은 매장', '자격증 소지자', '인센티브 별도'],
    fullDetails: ['인턴·디자이너', '주 5일, 월 8회 휴무'],
    partDetails: ['주말 파트 디자이너', '오후 시간 근무'],
    jobTypes: [['정규직', 5], ['계약직', 1], ['파트타임', 2], ['프리랜서', 2]],
    experience: [['신입', 3], ['경력무관', 3], ['경력', 4]],
    education: ANY_EDU,
    hourly: [10800, 13000],
    monthly: [220, 300],
  },
  '피부 미용사': {
    companies: [['{b} 에스테틱', '에스테틱'], ['{b}피부관리실', '피부관리실'], ['{b} 스킨케어', '피부관리실'], ['{d}{b}피부관리', '피부관리실']],
    details: ['관리 인센티브', '자격증 소지자', '교육 지원'],
    fullDetails: ['주 5일, 4대보험', '주 5일, 점심 제공'],
    partDetails: ['오후 근무 가능', '저녁 시간 파트'],
    jobTypes: [['정규직', 5], ['파트타임', 3], ['프리랜서', 2]],
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: ANY_EDU,
    hourly: [10800, 13000],
    monthly: [220, 280],
  },
  '네일 미용사': {
    companies: [['{b} 네일', '네일숍'], ['네일살롱 {b}', '네일살롱'], ['{b}네일아트', '네일숍'], ['{d}{b}네일', '네일숍']],
    details: ['젤 네일 가능자', '인센티브 별도', '신입 교육'],
    fullDetails: ['주 5일, 4대보험'],
    partDetails: ['파트타임 가능', '주말 근무 가능자'],
    jobTypes: [['정규직', 4], ['파트타임', 4], ['프리랜서', 2]],
    experience: [['신입', 4], ['경력무관', 3], ['경력', 3]],
    education: ANY_EDU,
    hourly: [10500, 12500],
    monthly: [216, 270],
  },
  '메이크업 미용사': {
    companies: [
      ['{b} 메이크업', '메이크업숍'],
      ['{b} 뷰티 스튜디오', '뷰티 스튜디오'],
      ['{b}웨딩 메이크업', '웨딩 메이크업'],
      ['㈜{b}뷰티', '메이크업숍'],
    ],
    details: ['자격증 소지자', '스튜디오 촬영', '새벽 근무 수당'],
    fullDetails: ['주 5일, 월 6회 휴무'],
    partDetails: ['주말 웨딩 메이크업', '건당 지급'],
    jobTypes: [['정규직', 3], ['파트타임', 3], ['프리랜서', 4]],
    experience: [['신입', 3], ['경력무관', 3], ['경력', 4]],
    education: ANY_EDU,
    hourly: [12000, 20000],
    monthly: [220, 280],
  },
  '반려동물 미용사': {
    companies: [['{b} 펫살롱', '펫살롱'], ['{b}애견미용실', '애견미용실'], ['{b} 펫 스타일', '펫살롱'], ['{d}{b}펫샵', '애견미용실']],
    details: ['자격증 우대', '대형견 미용 가능자', '신입 교육'],
    fullDetails: ['보조 미용사, 주 5일', '주 5일, 인센티브'],
    partDetails: ['주말 미용 파트', '오후 시간 근무'],
    jobTypes: [['정규직', 5], ['파트타임', 3], ['프리랜서', 2]],
    experience: [['신입', 4], ['경력무관', 3], ['경력', 3]],
    education: ANY_EDU,
    hourly: [10500, 13000],
    monthly: [216, 280],
  },
  '레크리에이션 강사': {
    companies: [
      ['{d}노인복지관', '노인복지관'],
      ['{p}주간보호센터', '주간보호센터'],
      ['{D}평생학습관', '평생학습관'],
      ['㈜{b}이벤트', '행사'],
      ['{D}시니어클럽', '경로당'],
    ],
    details: ['실버체조·노래교실', '자격증 소지자', '행사 진행'],
    fullDetails: ['주 5일 프로그램 전담'],
    partDetails: ['주 1회, 회당 50분', '회당 강사료 지급'],
    jobTypes: [['프리랜서', 6], ['파트타임', 4]],
    experience: [['경력무관', 5], ['경력', 3], ['신입', 2]],
    education: ANY_EDU,
    hourly: [25000, 50000],
    monthly: [216, 250],
  },
  바리스타: {
    companies: [
      ['카페 {b}', '카페'],
      ['{b} 커피', '카페'],
      ['{b} 로스터리', '베이커리 카페'],
      ['{d}시니어카페', '시니어카페'],
      ['{b}커피 {d}점', '카페'],
    ],
    details: ['시니어 우대', '자격증 우대', '음료 제조·매장 관리'],
    fullDetails: ['주 5일, 매니저 후보'],
    partDetails: ['주 3일, 오후 근무', '주말 근무 가능자'],
    jobTypes: [['파트타임', 6], ['계약직', 2], ['정규직', 2]],
    experience: [['신입', 4], ['경력무관', 5], ['경력', 1]],
    education: ANY_EDU,
    hourly: [10320, 11500],
    monthly: [216, 240],
  },
  공인중개사: {
    companies: [
      ['{b}부동산', '부동산'],
      ['{b}공인중개사사무소', '공인중개사사무소'],
      ['{d}{b}부동산', '부동산'],
      ['㈜{o}부동산중개법인', '중개법인'],
    ],
    details: ['아파트·상가 중개', '개업 준비 가능'],
    fullDetails: ['소속공인중개사, 기본급+성과급'],
    partDetails: ['성과급 위주, 시간 자유'],
    jobTypes: [['정규직', 4], ['계약직', 2], ['프리랜서', 4]],
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: [['학력무관', 6], ['고등학교졸업', 4]],
    hourly: [11000, 13000],
    monthly: [230, 350],
    yearly: [2800, 4500],
  },
  산후관리사: {
    companies: [
      ['{p}산모신생아 건강관리', '바우처 제공기관'],
      ['{b}산후도우미', '산모 가정 방문'],
      ['{d}{b}맘케어', '산모 가정 방문'],
      ['㈜{b}베이비케어', '바우처 제공기관'],
    ],
    details: ['정부 바우처 사업', '교육 수료자', '출산 경험자 우대'],
    fullDetails: ['출퇴근형, 평일 9시-18시', '주 5일'],
    partDetails: ['단기 2주 파견', '입주형 가능자'],
    jobTypes: [['계약직', 4], ['프리랜서', 4], ['파트타임', 2]],
    experience: MOSTLY_NEW,
    education: [['학력무관', 10]],
    hourly: [12000, 15000],
    monthly: [230, 290],
  },
};

export function profileOf(jobName: string): PostingProfile {
  const profile = POSTING_PROFILES[jobName];
  if (!profile) throw new Error(`no posting profile for ${jobName}`);
  return profile;
}
