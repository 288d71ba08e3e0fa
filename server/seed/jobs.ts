// 새길 seed data: the 20 jobs of the job encyclopedia (JobName enum order and spelling),
// with description, typical 2026 pay, certificates, filter labels, recommendation traits
// and the starter to-dos copied into a member's to-do group when the job is saved. Pure data.
// Pay levels assume the 2026 minimum wage of 10,320원 an hour (월 2,156,880원 for 209 hours).

export type SalaryType = '시급' | '월급' | '연봉';
export type CertificateRequirement = '필요함' | '선택 사항' | '불필요함';
export type WorkTime = '평일 오전' | '평일 오후' | '평일 9시-18시' | '주말 근무' | '이벤트성' | '탄력 근무';
export type ActivityLevel = '높은 활동량' | '중간 활동량' | '낮은 활동량';
/** 1 (low) to 5 (high). */
export type Level = 1 | 2 | 3 | 4 | 5;

export interface JobStrong {
  /** How physically demanding the job is. */
  physical: Level;
  /** How much mental stress the job brings. */
  stress: Level;
  /** How much dealing with people the job asks for. */
  relationship: Level;
}

export interface JobTraits {
  /** Meeting and talking with many people. */
  people: Level;
  /** Looking after someone (the old, children, patients, animals). */
  care: Level;
  /** Working with one's hands. */
  hands: Level;
  /** Desk and computer work. */
  desk: Level;
  /** Creative, aesthetic work. */
  creative: Level;
}

export interface JobSeed {
  jobName: string;
  jobDescription: string;
  /** Typical pay in won, in the unit given by salaryType. */
  salaryCost: number;
  salaryType: SalaryType;
  /** Real Korean certificates; empty when none is needed. */
  certification: string[];
  certificationPeriod: string;
  strong: JobStrong;
  require: CertificateRequirement;
  workTime: WorkTime;
  physical: ActivityLevel;
  /** ASCII slug for the job image file name (e.g. /images/jobs/caregiver.svg). */
  imageSlug: string;
  traits: JobTraits;
  starterTodos: string[];
}

export const JOBS: readonly JobSeed[] = [
  {
    jobName: '요양보호사',
    jobDescription:
      '몸이 불편한 어르신의 식사, 목욕, 이동 같은 일상생활을 돕고 말벗이 되어 드립니다. 요양원, 주간보호센터에서 일하거나 어르신 댁을 방문해 돌봐 드립니다. 국가자격이 있어야 하며 나이 제한 없이 오래 일할 수 있습니다.',
    salaryCost: 2350000,
    salaryType: '월급',
    certification: ['요양보호사 자격증'],
    certificationPeriod: '약 2~3개월 (320시간 교육 이수 후 국가시험)',
    strong: { physical: 4, stress: 3, relationship: 4 },
    require: '필요함',
    workTime: '평일 오전',
    physical: '높은 활동량',
    imageSlug: 'caregiver',
    traits: { people: 4, care: 5, hands: 3, desk: 1, creative: 1 },
    starterTodos: [
      '집 근처 요양보호사 교육기관 3곳 상담 받아보기',
      '국민내일배움카드 발급 신청하기',
      '320시간 교육 일정(이론·실기·현장실습) 확인하고 수강 등록하기',
      '현장실습 기관(요양원·재가센터) 미리 알아보기',
      '요양보호사 국가시험 기출문제 3회분 풀어보기',
      '한국보건의료인국가시험원 누리집에서 시험 일정 확인하기',
      '건강진단서(결핵 검사 포함) 발급받기',
      '주간보호센터·방문요양센터 채용 공고 5곳 비교하기',
    ],
  },
  {
    jobName: '간호조무사',
    jobDescription:
      '병원과 의원에서 간호사를 도와 환자의 진료 준비, 활력징후 측정, 간단한 처치 보조를 합니다. 요양병원, 한의원, 건강검진센터 등 일할 곳이 많습니다. 학원에서 1년 정도 교육과 실습을 마치고 국가시험에 합격해야 합니다.',
    salaryCost: 2500000,
    salaryType: '월급',
    certification: ['간호조무사 자격증'],
    certificationPeriod: '약 1년 (이론 740시간·실습 780시간 이수 후 국가시험)',
    strong: { physical: 3, stress: 4, relationship: 4 },
    require: '필요함',
    workTime: '평일 9시-18시',
    physical: '중간 활동량',
    imageSlug: 'nursing-assistant',
    traits: { people: 4, care: 5, hands: 4, desk: 2, creative: 1 },
    starterTodos: [
      '간호조무사 양성 학원 2~3곳 방문 상담하기',
      '국민내일배움카드로 지원되는 과정인지 확인하기',
      '주간반·야간반 중 생활에 맞는 반 정하기',
      '병원 실습(780시간) 기간의 생활 계획 세우기',
      '기초 의학용어 100개 외우기',
      '간호조무사 국가시험 기출문제 풀어보기',
      '요양병원·의원 채용 공고에서 근무 시간 비교하기',
    ],
  },
  {
    jobName: '보육교사',
    jobDescription:
      '어린이집에서 영유아를 돌보고 놀이와 생활 지도를 하며 부모와 아이의 성장을 나눕니다. 보건복지부 보육교사 2급 자격을 갖추면 담임교사나 보조교사로 일할 수 있습니다. 아이를 좋아하고 체력이 있는 분께 잘 맞습니다.',
    salaryCost: 2450000,
    salaryType: '월급',
    certification: ['보육교사 2급'],
    certificationPeriod: '약 1년~1년 6개월 (보육 관련 17과목 51학점 + 보육실습 240시간)',
    strong: { physical: 4, stress: 4, relationship: 4 },
    require: '필요함',
    workTime: '평일 9시-18시',
    physical: '높은 활동량',
    imageSlug: 'childcare-teacher',
    traits: { people: 4, care: 5, hands: 3, desk: 2, creative: 4 },
    starterTodos: [
      '최종 학력과 이미 들은 학점 확인하기',
      '학점은행제·사이버대학 보육교사 과정 2곳 비교하기',
      '17과목 51학점 수강 계획표 만들기',
      '보육실습(240시간) 받을 어린이집 미리 알아보기',
      '아동 응급처치 교육 들어보기',
      '동네 어린이집 보조교사·연장반 교사 공고 살펴보기',
    ],
  },
  {
    jobName: '사회복지사',
    jobDescription:
      '복지관, 지역아동센터, 노인·장애인 시설에서 도움이 필요한 이웃을 상담하고 복지 서비스를 연결합니다. 프로그램을 기획하고 서류와 행정 업무도 함께 맡습니다. 2급은 정해진 과목 이수와 실습으로 받을 수 있습니다.',
    salaryCost: 2600000,
    salaryType: '월급',
    certification: ['사회복지사 2급', '사회복지사 1급(국가시험)'],
    certificationPeriod: '약 1년 (학점은행제 17과목 이수 + 현장실습 160시간, 1급은 국가시험 추가)',
    strong: { physical: 2, stress: 4, relationship: 5 },
    require: '필요함',
    workTime: '평일 9시-18시',
    physical: '중간 활동량',
    imageSlug: 'social-worker',
    traits: { people: 5, care: 4, hands: 1, desk: 4, creative: 3 },
    starterTodos: [
      '학점은행제 사회복지사 2급 과정 안내 받아보기',
      '필수 10과목·선택 7과목 수강 계획 세우기',
      '현장실습(160시간) 기관 2곳 알아보기',
      '동네 종합사회복지관 자원봉사 신청하기',
      '한글·엑셀로 프로그램 계획서 써 보기',
      '사회복지 분야 채용 누리집(복지넷) 공고 확인하기',
      '노인복지관 생활지원사 공고도 함께 살펴보기',
    ],
  },
  {
    jobName: '직업상담사',
    jobDescription:
      '구직자의 경력과 적성을 살펴 알맞은 일자리와 교육을 안내합니다. 고용센터, 일자리센터, 여성새로일하기센터, 취업 지원 기관에서 주로 일합니다. 인생 경험이 많은 중장년에게 강점이 있는 직업입니다.',
    salaryCost: 2400000,
    salaryType: '월급',
    certification: ['직업상담사 2급'],
    certificationPeriod: '약 3~6개월 (필기·실기 시험, 한국산업인력공단 연 3회)',
    strong: { physical: 1, stress: 3, relationship: 5 },
    require: '필요함',
    workTime: '평일 9시-18시',
    physical: '낮은 활동량',
    imageSlug: 'career-counselor',
    traits: { people: 5, care: 3, hands: 1, desk: 4, creative: 2 },
    starterTodos: [
      'Q-Net에서 직업상담사 2급 시험 일정 확인하기',
      '필기 5과목 교재 한 권 정해서 공부 시작하기',
      '필기 기출문제 최근 3회분 풀어보기',
      '실기(필답형) 자주 나오는 문제 정리하기',
      '고용24 누리집의 직업정보와 훈련과정 검색해 보기',
      '국민취업지원제도 상담원 채용 공고 살펴보기',
    ],
  },
  {
    jobName: '심리상담사',
    jobDescription:
      '마음이 힘든 사람의 이야기를 듣고 스스로 해결 방법을 찾도록 돕습니다. 상담센터, 학교, 복지기관, 기업 상담실에서 개인·집단 상담을 합니다. 학력과 수련 시간에 따라 받을 수 있는 자격이 다르므로 미리 확인해야 합니다.',
    salaryCost: 2500000,
    salaryType: '월급',
    certification: ['청소년상담사 3급', '임상심리사 2급', '상담심리사 2급(한국상담심리학회)'],
    certificationPeriod: '6개월~2년 (자격 종류와 학력·수련 시간에 따라 다름)',
    strong: { physical: 1, stress: 4, relationship: 5 },
    require: '필요함',
    workTime: '평일 오후',
    physical: '낮은 활동량',
    imageSlug: 'psychological-counselor',
    traits: { people: 5, care: 4, hands: 1, desk: 3, creative: 3 },
    starterTodos: [
      '청소년상담사·임상심리사 응시 자격(학력, 경력) 확인하기',
      '상담심리 관련 학과(학점은행제·대학원) 과정 알아보기',
      '상담 기초 이론 책 한 권 읽기',
      '지역 상담센터 집단상담 프로그램에 참여해 보기',
      '수련 시간을 채울 수 있는 기관 알아보기',
      '청소년상담복지센터 자원봉사 신청하기',
    ],
  },
  {
    jobName: '급식도우미',
    jobDescription:
      '학교, 어린이집, 복지관, 기업 구내식당에서 식재료 손질과 배식, 설거지와 정리를 돕습니다. 자격증 없이 시작할 수 있고 오전이나 점심 시간에 짧게 일하는 자리가 많습니다. 위생 수칙을 잘 지키고 손이 빠른 분께 맞습니다.',
    salaryCost: 11000,
    salaryType: '시급',
    certification: [],
    certificationPeriod: '자격증 필요 없음 (보건증 발급 약 1주)',
    strong: { physical: 4, stress: 2, relationship: 2 },
    require: '불필요함',
    workTime: '평일 오전',
    physical: '높은 활동량',
    imageSlug: 'meal-helper',
    traits: { people: 2, care: 3, hands: 5, desk: 1, creative: 1 },
    starterTodos: [
      '보건소에서 보건증(건강진단결과서) 발급받기',
      '학교 급식 배식 도우미·조리실무사 공고 찾아보기',
      '식품위생·개인위생 기본 수칙 익히기',
      '미끄럼 방지 조리화와 위생모 준비하기',
      '동네 복지관 무료급식 자원봉사 해 보기',
      '한식조리기능사 과정이 필요한지 알아보기',
    ],
  },
  {
    jobName: '사무보조원',
    jobDescription:
      '회사나 기관 사무실에서 문서 작성, 자료 입력, 전화 응대, 우편물과 비품 관리를 맡습니다. 한글, 엑셀 같은 기본 컴퓨터 사용 능력이 중요합니다. 공공기관 시간제 일자리나 노인일자리 사업에도 자리가 있습니다.',
    salaryCost: 2156880,
    salaryType: '월급',
    certification: ['컴퓨터활용능력 2급', 'ITQ 한글·엑셀'],
    certificationPeriod: '약 1~2개월 (컴퓨터활용능력 2급 필기·실기)',
    strong: { physical: 1, stress: 2, relationship: 3 },
    require: '선택 사항',
    workTime: '평일 9시-18시',
    physical: '낮은 활동량',
    imageSlug: 'office-assistant',
    traits: { people: 3, care: 1, hands: 2, desk: 5, creative: 1 },
    starterTodos: [
      '한글 문서로 공문 양식 하나 만들어 보기',
      '엑셀 기본 함수(SUM, IF, VLOOKUP) 연습하기',
      '컴퓨터활용능력 2급 필기 시험 접수하기',
      '타자 연습으로 1분에 200타 넘기기',
      '이력서와 자기소개서 한 장으로 정리하기',
      '공공기관 시간제 사무보조 공고 찾아보기',
    ],
  },
  {
    jobName: '경리사무원',
    jobDescription:
      '회사의 돈이 들고 나는 것을 기록하고 전표, 세금계산서, 급여와 4대보험 업무를 처리합니다. 회계 프로그램을 다룰 줄 알면 작은 회사와 세무사무소에서 오래 일할 수 있습니다. 꼼꼼하고 숫자에 밝은 분께 맞습니다.',
    salaryCost: 2500000,
    salaryType: '월급',
    certification: ['전산회계 2급', '전산회계 1급', 'FAT 2급', '컴퓨터활용능력 2급'],
    certificationPeriod: '약 2~3개월 (전산회계 이론·실무 시험)',
    strong: { physical: 1, stress: 3, relationship: 2 },
    require: '선택 사항',
    workTime: '평일 9시-18시',
    physical: '낮은 활동량',
    imageSlug: 'accounting-clerk',
    traits: { people: 2, care: 1, hands: 1, desk: 5, creative: 1 },
    starterTodos: [
      '회계원리 기초 강의 듣기 (차변·대변 익히기)',
      '한국세무사회 전산회계 2급 시험 일정 확인하기',
      '더존 Smart A(KcLep) 프로그램 설치하고 따라 해 보기',
      '전산회계 기출문제 3회분 풀어보기',
      '급여 계산과 4대보험 신고 흐름 정리하기',
      '세무회계사무소 경리 공고 5곳 살펴보기',
    ],
  },
  {
    jobName: '동물보건사',
    jobDescription:
      '동물병원에서 수의사를 도와 동물의 진료 준비, 입원 동물 돌봄, 검사 보조와 보호자 안내를 합니다. 2022년부터 국가자격이 생겨 인증받은 양성기관을 졸업하고 시험에 합격해야 합니다. 동물을 아끼고 세심한 분께 맞습니다.',
    salaryCost: 2400000,
    salaryType: '월급',
    certification: ['동물보건사 자격증'],
    certificationPeriod: '약 2~3년 (평가인증 받은 양성기관 졸업 후 국가시험)',
    strong: { physical: 3, stress: 3, relationship: 3 },
    require: '필요함',
    workTime: '탄력 근무',
    physical: '중간 활동량',
    imageSlug: 'veterinary-technician',
    traits: { people: 3, care: 5, hands: 4, desk: 2, creative: 1 },
    starterTodos: [
      '농림축산식품부 동물보건사 응시 자격 확인하기',
      '평가인증 받은 동물보건 학과(전문대·평생교육) 알아보기',
      '동물병원 코디네이터 과정 상담 받아보기',
      '유기동물 보호소 봉사 신청하기',
      '반려동물 기초 간호 책 한 권 읽기',
      '동물병원 보조 인력 공고에서 근무 시간 확인하기',
    ],
  },
  {
    jobName: '웨딩도우미',
    jobDescription:
      '예식장에서 신부 옷매무새와 이동을 돕고 폐백과 예식 진행을 거듭니다. 주말에 하루 몇 건씩 일하는 경우가 많아 부업으로도 알맞습니다. 자격증은 필요 없고 단정한 차림과 친절함이 가장 중요합니다.',
    salaryCost: 15000,
    salaryType: '시급',
    certification: [],
    certificationPeriod: '자격증 필요 없음 (업체 실무 교육 1~2주)',
    strong: { physical: 3, stress: 3, relationship: 4 },
    require: '불필요함',
    workTime: '주말 근무',
    physical: '중간 활동량',
    imageSlug: 'wedding-helper',
    traits: { people: 5, care: 3, hands: 3, desk: 1, creative: 2 },
    starterTodos: [
      '웨딩헬퍼 모집하는 예식장·업체 3곳 찾아보기',
      '예식 순서와 폐백 절차 익히기',
      '드레스 자락 정리와 부케 전달 요령 영상 보기',
      '단정한 검정 정장과 편한 구두 준비하기',
      '주말 일정 비워 두고 수습 근무 신청하기',
    ],
  },
  {
    jobName: '일반 미용사',
    jobDescription:
      '미용실에서 머리카락을 자르고 파마와 염색을 하며 손님에게 어울리는 스타일을 제안합니다. 국가기술자격인 미용사(일반)를 따야 미용실에서 일하거나 가게를 열 수 있습니다. 손재주와 손님 응대가 모두 중요합니다.',
    salaryCost: 2400000,
    salaryType: '월급',
    certification: ['미용사(일반)'],
    certificationPeriod: '약 3~6개월 (필기·실기 시험, 학원 수강 권장)',
    strong: { physical: 3, stress: 3, relationship: 4 },
    require: '필요함',
    workTime: '탄력 근무',
    physical: '중간 활동량',
    imageSlug: 'hairdresser',
    traits: { people: 4, care: 2, hands: 5, desk: 1, creative: 4 },
    starterTodos: [
      '미용 학원 2곳에서 국비 과정 상담 받기',
      'Q-Net에서 미용사(일반) 필기 접수하기',
      '필기 기출문제 5회분 풀어보기',
      '실기 과제(커트·펌·드라이·염색) 순서 익히기',
      '통가발(위그)과 가위 세트 준비하기',
      '동네 미용실 보조 자리 알아보기',
    ],
  },
  {
    jobName: '피부 미용사',
    jobDescription:
      '피부관리실과 에스테틱에서 얼굴과 몸의 피부 상태를 살피고 관리와 마사지를 합니다. 국가기술자격인 미용사(피부)가 있어야 일할 수 있습니다. 손이 섬세하고 손님과 대화하기를 좋아하는 분께 맞습니다.',
    salaryCost: 2300000,
    salaryType: '월급',
    certification: ['미용사(피부)'],
    certificationPeriod: '약 3~4개월 (필기·실기 시험)',
    strong: { physical: 3, stress: 2, relationship: 4 },
    require: '필요함',
    workTime: '평일 오후',
    physical: '중간 활동량',
    imageSlug: 'skin-care-specialist',
    traits: { people: 4, care: 3, hands: 5, desk: 1, creative: 3 },
    starterTodos: [
      '피부미용 학원 국비 과정 일정 확인하기',
      'Q-Net에서 미용사(피부) 필기 시험 접수하기',
      '피부학·해부생리학 기초 정리하기',
      '실기(얼굴 관리·팩·제모) 순서 외우기',
      '실기용 재료(타월, 해면, 화장품) 준비하기',
      '동네 피부관리실 근무 조건 알아보기',
    ],
  },
  {
    jobName: '네일 미용사',
    jobDescription:
      '네일숍에서 손톱과 발톱을 다듬고 젤, 아트, 연장 시술을 합니다. 국가기술자격인 미용사(네일)를 따면 취업은 물론 작은 가게 창업도 할 수 있습니다. 앉아서 하는 섬세한 작업이 많습니다.',
    salaryCost: 2200000,
    salaryType: '월급',
    certification: ['미용사(네일)'],
    certificationPeriod: '약 2~3개월 (필기·실기 시험)',
    strong: { physical: 2, stress: 2, relationship: 4 },
    require: '필요함',
    workTime: '탄력 근무',
    physical: '낮은 활동량',
    imageSlug: 'nail-artist',
    traits: { people: 4, care: 2, hands: 5, desk: 2, creative: 5 },
    starterTodos: [
      '네일 학원 2곳 수강료와 시간 비교하기',
      'Q-Net에서 미용사(네일) 필기 시험 접수하기',
      '실기 과제(풀코트, 프렌치, 딥프렌치) 연습하기',
      '네일 재료 기본 세트 준비하기',
      '가족과 지인에게 연습 시술해 보기',
      '네일숍 인턴·파트타임 공고 살펴보기',
    ],
  },
  {
    jobName: '메이크업 미용사',
    jobDescription:
      '결혼식, 촬영, 행사에서 손님의 얼굴형과 분위기에 맞는 화장을 해 드립니다. 국가기술자격인 미용사(메이크업)가 있으면 숍 취업이나 프리랜서 활동에 유리합니다. 주말과 이른 아침 일정이 많습니다.',
    salaryCost: 2300000,
    salaryType: '월급',
    certification: ['미용사(메이크업)'],
    certificationPeriod: '약 3~4개월 (필기·실기 시험)',
    strong: { physical: 2, stress: 3, relationship: 4 },
    require: '필요함',
    workTime: '주말 근무',
    physical: '중간 활동량',
    imageSlug: 'makeup-artist',
    traits: { people: 4, care: 2, hands: 5, desk: 1, creative: 5 },
    starterTodos: [
      '메이크업 학원 국비 과정 상담 받기',
      'Q-Net에서 미용사(메이크업) 필기 접수하기',
      '실기 과제(뷰티, 웨딩, 시대 메이크업) 연습하기',
      '브러시와 기본 화장품 세트 준비하기',
      '작업 사진으로 포트폴리오 만들기',
      '웨딩 메이크업 숍 보조 자리 알아보기',
    ],
  },
  {
    jobName: '반려동물 미용사',
    jobDescription:
      '강아지와 고양이의 목욕, 털 손질, 발톱 정리와 미용을 합니다. 국가자격은 없지만 대부분의 미용숍이 한국애견연맹 반려견스타일리스트 같은 민간 자격을 원합니다. 동물을 다루는 힘과 인내심이 필요합니다.',
    salaryCost: 2300000,
    salaryType: '월급',
    certification: ['반려견스타일리스트 3급(한국애견연맹)', '애견미용사 3급(민간)'],
    certificationPeriod: '약 3~6개월 (학원 과정 후 실기 시험)',
    strong: { physical: 4, stress: 3, relationship: 3 },
    require: '선택 사항',
    workTime: '탄력 근무',
    physical: '높은 활동량',
    imageSlug: 'pet-groomer',
    traits: { people: 3, care: 4, hands: 5, desk: 1, creative: 4 },
    starterTodos: [
      '애견미용 학원 2곳 견학하고 상담 받기',
      '반려견스타일리스트 3급 시험 일정 확인하기',
      '가위와 클리퍼 기본 사용법 배우기',
      '모델견 구하는 방법 알아보기',
      '유기견 보호소 목욕 봉사 해 보기',
      '애견숍 보조 미용사 공고 살펴보기',
    ],
  },
  {
    jobName: '레크리에이션 강사',
    jobDescription:
      '노인복지관, 주간보호센터, 학교와 행사장에서 노래, 율동, 게임으로 참여자의 흥을 돋웁니다. 민간 자격이 있으면 기관 강의를 맡기 좋고 한 번 강의에 보수를 받는 경우가 많습니다. 밝은 성격과 진행 능력이 중요합니다.',
    salaryCost: 30000,
    salaryType: '시급',
    certification: ['레크리에이션지도자 2급(민간)', '실버레크리에이션지도자(민간)'],
    certificationPeriod: '약 1~2개월 (민간 교육 과정 수료)',
    strong: { physical: 4, stress: 3, relationship: 5 },
    require: '선택 사항',
    workTime: '이벤트성',
    physical: '높은 활동량',
    imageSlug: 'recreation-instructor',
    traits: { people: 5, care: 3, hands: 2, desk: 1, creative: 5 },
    starterTodos: [
      '실버 레크리에이션 지도자 과정 2곳 비교하기',
      '어르신 체조와 손유희 10가지 익히기',
      '50분짜리 수업 계획서 한 편 써 보기',
      '휴대용 마이크와 작은 소품 준비하기',
      '동네 경로당에서 재능기부 수업 해 보기',
      '복지관·주간보호센터 강사 모집 공고 살펴보기',
    ],
  },
  {
    jobName: '바리스타',
    jobDescription:
      '카페에서 에스프레소와 음료를 만들고 주문을 받으며 매장을 정리합니다. 자격증은 꼭 필요하지 않지만 민간 바리스타 자격이 있으면 취업과 창업 준비에 도움이 됩니다. 시니어 카페처럼 중장년을 뽑는 곳도 늘고 있습니다.',
    salaryCost: 10500,
    salaryType: '시급',
    certification: ['바리스타 2급(한국커피협회)', '바리스타 1급(한국커피협회)'],
    certificationPeriod: '약 1개월 (필기·실기, 민간 자격)',
    strong: { physical: 3, stress: 3, relationship: 4 },
    require: '선택 사항',
    workTime: '평일 오후',
    physical: '중간 활동량',
    imageSlug: 'barista',
    traits: { people: 4, care: 2, hands: 4, desk: 1, creative: 3 },
    starterTodos: [
      '바리스타 2급 과정 있는 학원 알아보기',
      '에스프레소 추출과 우유 스팀 연습하기',
      '카페 메뉴 20가지 레시피 외우기',
      '바리스타 2급 필기 기출문제 풀어보기',
      '시니어 카페·공공기관 카페 채용 공고 찾아보기',
      '보건증 발급받기',
    ],
  },
  {
    jobName: '공인중개사',
    jobDescription:
      '집, 상가, 토지를 사고팔거나 빌리려는 사람을 이어 주고 계약서를 작성합니다. 1차와 2차 국가시험에 모두 합격하고 실무교육을 마치면 중개사무소를 열 수 있습니다. 보통 1년 이상 꾸준히 준비해야 합격합니다.',
    salaryCost: 36000000,
    salaryType: '연봉',
    certification: ['공인중개사 자격증'],
    certificationPeriod: '보통 1년 이상 (1차·2차 시험 연 1회, 합격 후 실무교육)',
    strong: { physical: 2, stress: 4, relationship: 5 },
    require: '필요함',
    workTime: '탄력 근무',
    physical: '중간 활동량',
    imageSlug: 'real-estate-agent',
    traits: { people: 5, care: 1, hands: 1, desk: 4, creative: 2 },
    starterTodos: [
      'Q-Net 공인중개사 시험 일정(10월) 확인하기',
      '1차 과목(부동산학개론·민법) 기본서 정하기',
      '하루 공부 시간표 만들기',
      '온라인 강의나 학원 종합반 비교하기',
      '1차 기출문제 최근 5년치 풀어보기',
      '2차 과목(공인중개사법·공법·공시법·세법) 계획 세우기',
      '동네 중개사무소 중개보조원 일 알아보기',
    ],
  },
  {
    jobName: '산후관리사',
    jobDescription:
      '출산한 산모의 집을 찾아가 산모의 회복을 돕고 신생아 목욕, 수유 보조, 집안 정리를 합니다. 정부 바우처 사업에 참여하려면 보건복지부 지정 교육기관에서 산모·신생아 건강관리사 교육을 받아야 합니다. 아이를 키워 본 경험이 큰 도움이 됩니다.',
    salaryCost: 2600000,
    salaryType: '월급',
    certification: ['산모·신생아 건강관리사 교육 수료증'],
    certificationPeriod: '약 2~3주 (지정 교육기관 60시간 교육 수료)',
    strong: { physical: 4, stress: 3, relationship: 4 },
    require: '필요함',
    workTime: '평일 9시-18시',
    physical: '높은 활동량',
    imageSlug: 'postpartum-carer',
    traits: { people: 4, care: 5, hands: 4, desk: 1, creative: 1 },
    starterTodos: [
      '산모·신생아 건강관리사 지정 교육기관 찾아보기',
      '60시간 교육 일정 확인하고 신청하기',
      '신생아 목욕과 배꼽 관리 요령 익히기',
      '산모 회복식 식단 10가지 정리하기',
      '건강진단서와 결핵 검사 결과 준비하기',
      '지역 산모신생아 건강관리 제공기관에 등록 문의하기',
    ],
  },
];
