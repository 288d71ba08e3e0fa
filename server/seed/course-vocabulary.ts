// What the seed's training courses are made of, per job: institutions, course templates, and a road per district (data).
import type { TrainingType } from './postings.ts';


// ---------------------------------------------------------------------------
// Training courses

interface CourseTemplate {
  title: string;
  type: TrainingType;
  /** Length: weeks or months. */
  weeks?: number;
  months?: number;
  /** Fee range in won. */
  fee: readonly [number, number];
}

/** Institution name templates: {c} short city name ('서울'), {d} short district name ('종로'), {b} brand word. */
interface CourseProfile {
  institutions: readonly string[];
  courses: readonly CourseTemplate[];
}

const COURSE_PROFILES: Record<string, CourseProfile> = {
  요양보호사: {
    institutions: ['{c}요양보호사교육원', '{d}요양보호사교육원', '{c}중앙요양보호사교육원', '한국{b}요양보호사교육원'],
    courses: [
      { title: '요양보호사 자격취득과정(주간 8주)', type: '이론 위주', weeks: 8, fee: [600000, 900000] },
      { title: '요양보호사 자격취득과정(야간 12주)', type: '이론 위주', weeks: 12, fee: [600000, 900000] },
      { title: '요양보호사 양성과정(실기·현장실습 포함)', type: '실습 위주', weeks: 8, fee: [650000, 950000] },
    ],
  },
  간호조무사: {
    institutions: ['{c}간호학원', '{d}간호학원', '{c}{b}간호직업전문학교'],
    courses: [
      { title: '간호조무사 국가자격 취득과정(주간)', type: '이론 위주', months: 12, fee: [3500000, 5000000] },
      { title: '간호조무사 양성과정(야간·실습 연계)', type: '실습 위주', months: 14, fee: [3500000, 5200000] },
    ],
  },
  보육교사: {
    institutions: ['{c}평생교육원', '{b}보육교육원', '{c}{b}직업전문학교'],
    courses: [
      { title: '보육교사 2급 자격취득 준비과정(학점은행제 연계)', type: '이론 위주', months: 6, fee: [1200000, 2000000] },
      { title: '영유아 보육 보조교사 실무과정', type: '실습 위주', months: 2, fee: [500000, 900000] },
    ],
  },
  사회복지사: {
    institutions: ['{c}평생교육원', '{c}{b}직업전문학교', '{b}사회복지교육원'],
    courses: [
      { title: '사회복지사 2급 취득과정(학점은행제 연계)', type: '이론 위주', months: 6, fee: [1200000, 2000000] },
      { title: '사회복지 실무자 양성과정(행정·엑셀)', type: '실습 위주', months: 2, fee: [700000, 1200000] },
    ],
  },
  직업상담사: {
    institutions: ['{c}{b}직업전문학교', '{b}에듀 {c}캠퍼스', '{c}고용상담교육원'],
    courses: [
      { title: '직업상담사 2급 필기·실기 대비반', type: '이론 위주', months: 3, fee: [800000, 1300000] },
      { title: '중장년 직업상담 실무자 양성과정', type: '실습 위주', months: 2, fee: [700000, 1100000] },
    ],
  },
  심리상담사: {
    institutions: ['{c}심리상담교육원', '{b}심리연구소 교육센터', '{c}{b}직업전문학교'],
    courses: [
      { title: '심리상담사 양성과정(미술·놀이치료)', type: '실습 위주', months: 3, fee: [900000, 1500000] },
      { title: '노인심리상담 실무과정', type: '이론 위주', months: 2, fee: [700000, 1200000] },
      { title: '임상심리사 2급 필기 대비반', type: '이론 위주', months: 3, fee: [900000, 1400000] },
    ],
  },
  급식도우미: {
    institutions: ['{c}요리직업전문학교', '{d}{b}요리학원', '{c}조리교육원'],
    courses: [
      { title: '단체급식 조리실무 과정', type: '실습 위주', months: 2, fee: [700000, 1100000] },
      { title: '한식조리기능사 취득과정(급식 조리실무사 준비)', type: '실습 위주', months: 2, fee: [800000, 1200000] },
    ],
  },
  사무보조원: {
    institutions: ['{c}컴퓨터학원', '{d}{b}컴퓨터학원', '{c}{b}직업전문학교'],
    courses: [
      { title: '컴퓨터활용능력 2급 취득과정', type: '이론 위주', months: 2, fee: [400000, 700000] },
      { title: '중장년 OA 실무(한글·엑셀·파워포인트) 과정', type: '실습 위주', weeks: 4, fee: [300000, 600000] },
    ],
  },
  경리사무원: {
    institutions: ['{c}회계학원', '{d}{b}세무회계학원', '{c}{b}직업전문학교'],
    courses: [
      { title: '전산회계 2급 취득과정', type: '이론 위주', months: 2, fee: [500000, 800000] },
      { title: '더존 Smart A 실무 회계·급여 과정', type: '실습 위주', months: 3, fee: [800000, 1300000] },
    ],
  },
  동물보건사: {
    institutions: ['{c}동물보건교육원', '{c}{b}애견직업전문학교', '{b}펫 아카데미'],
    courses: [
      { title: '동물병원 코디네이터·동물보건 실무과정', type: '실습 위주', months: 4, fee: [1500000, 2500000] },
      { title: '동물보건사 국가시험 대비 과정', type: '이론 위주', months: 3, fee: [900000, 1500000] },
    ],
  },
  웨딩도우미: {
    institutions: ['{c}웨딩아카데미', '{b}웨딩플래너교육원'],
    courses: [
      { title: '웨딩헬퍼·폐백 도우미 실무과정', type: '실습 위주', weeks: 4, fee: [300000, 600000] },
      { title: '웨딩플래너 양성과정', type: '이론 위주', months: 2, fee: [700000, 1200000] },
    ],
  },
  '일반 미용사': {
    institutions: ['{c}뷰티아카데미', '{d}{b}미용학원', '{c}{b}미용직업전문학교'],
    courses: [
      { title: '미용사(일반) 국가자격 취득과정(커트·펌·염색)', type: '실습 위주', months: 4, fee: [1500000, 2500000] },
      { title: '미용사(일반) 필기 대비반', type: '이론 위주', weeks: 4, fee: [300000, 500000] },
    ],
  },
  '피부 미용사': {
    institutions: ['{c}뷰티아카데미', '{d}{b}피부미용학원', '{c}{b}미용직업전문학교'],
    courses: [
      { title: '미용사(피부) 국가자격 취득과정', type: '실습 위주', months: 3, fee: [1200000, 2000000] },
      { title: '피부미용 이론·필기 대비 과정', type: '이론 위주', weeks: 4, fee: [300000, 500000] },
    ],
  },
  '네일 미용사': {
    institutions: ['{c}네일아카데미', '{d}{b}네일학원', '{c}{b}미용직업전문학교'],
    courses: [
      { title: '미용사(네일) 국가자격 취득과정', type: '실습 위주', months: 2, fee: [900000, 1500000] },
      { title: '젤네일·네일아트 창업 실무과정', type: '실습 위주', months: 3, fee: [1200000, 1800000] },
    ],
  },
  '메이크업 미용사': {
    institutions: ['{c}메이크업아카데미', '{d}{b}뷰티학원', '{c}{b}미용직업전문학교'],
    courses: [
      { title: '미용사(메이크업) 국가자격 취득과정', type: '실습 위주', months: 3, fee: [1200000, 2000000] },
      { title: '메이크업 이론·필기 대비 과정', type: '이론 위주', weeks: 4, fee: [300000, 500000] },
    ],
  },
  '반려동물 미용사': {
    institutions: ['{c}애견미용학원', '{c}{b}애견직업전문학교', '{b}펫 아카데미'],
    courses: [
      { title: '반려견 스타일리스트 3급 취득과정', type: '실습 위주', months: 4, fee: [1500000, 2500000] },
      { title: '반려동물 미용 입문(목욕·기초 클리핑)', type: '실습 위주', months: 2, fee: [800000, 1300000] },
    ],
  },
  '레크리에이션 강사': {
    institutions: ['{c}레크리에이션협회 교육원', '{c}평생교육원', '{b}실버교육연구소'],
    courses: [
      { title: '실버 레크리에이션 지도자 양성과정', type: '실습 위주', weeks: 4, fee: [300000, 600000] },
      { title: '노인 여가·웃음치료 강사 과정', type: '이론 위주', months: 2, fee: [500000, 900000] },
    ],
  },
  바리스타: {
    institutions: ['{c}바리스타아카데미', '{d}{b}커피학원', '{c}{b}직업전문학교'],
    courses: [
      { title: '바리스타 2급 자격취득과정', type: '실습 위주', weeks: 4, fee: [400000, 700000] },
      { title: '바리스타·카페 창업 실무과정', type: '실습 위주', months: 2, fee: [900000, 1500000] },
      { title: '커피학 이론과 바리스타 필기 대비', type: '이론 위주', weeks: 3, fee: [200000, 400000] },
    ],
  },
  공인중개사: {
    institutions: ['{c}{b}부동산아카데미', '{c}고시학원', '{b}에듀 {c}캠퍼스'],
    courses: [
      { title: '공인중개사 1·2차 대비 종합반', type: '이론 위주', months: 6, fee: [1200000, 2200000] },
      { title: '부동산 중개 실무(창업) 과정', type: '실습 위주', months: 1, fee: [400000, 800000] },
    ],
  },
  산후관리사: {
    institutions: ['{c}산후관리사교육원', '{d}{b}산모신생아교육원', '한국{b}산후관리교육원'],
    courses: [
      { title: '산모·신생아 건강관리사 양성과정(60시간)', type: '실습 위주', weeks: 2, fee: [300000, 500000] },
      { title: '산후관리사 심화과정(신생아 돌봄 실습)', type: '실습 위주', weeks: 4, fee: [400000, 700000] },
    ],
  },
};

export function courseProfileOf(jobName: string): CourseProfile {
  const profile = COURSE_PROFILES[jobName];
  if (!profile) throw new Error(`no course profile for ${jobName}`);
  return profile;
}

/** A main road for each district, used to build plausible street addresses. */
export const ROADS: Record<number, string> = {
  11110: '종로', 11140: '세종대로', 11170: '한강대로', 11200: '왕십리로', 11215: '능동로',
  11230: '왕산로', 11260: '망우로', 11290: '보문로', 11305: '도봉로', 11320: '방학로',
  11350: '동일로', 11380: '통일로', 11410: '연희로', 11440: '마포대로', 11470: '목동로',
  11500: '공항대로', 11530: '디지털로', 11545: '시흥대로', 11560: '영등포로', 11590: '상도로',
  11620: '관악로', 11650: '서초대로', 11680: '테헤란로', 11710: '올림픽로', 11740: '천호대로',
  26110: '중앙대로', 26140: '구덕로', 26170: '초량로', 26200: '태종로', 26230: '서면로',
  26260: '충렬대로', 26290: '수영로', 26320: '금곡대로', 26350: '해운대로', 26380: '낙동대로',
  26410: '금강로', 26440: '낙동북로', 26470: '월드컵대로', 26500: '광안해변로', 26530: '사상로',
  26710: '기장대로',
  28110: '참외전로', 28140: '송림로', 28177: '인하로', 28185: '컨벤시아대로', 28200: '인주대로',
  28237: '부평대로', 28245: '계양대로', 28260: '서곶로', 28710: '강화대로', 28720: '영흥로',
  27110: '국채보상로', 27140: '아양로', 27170: '서대구로', 27200: '대명로', 27230: '칠곡중앙대로',
  27260: '달구벌대로', 27290: '월배로', 27710: '비슬로', 27720: '군청로',
  29110: '금남로', 29140: '상무대로', 29155: '봉선로', 29170: '우치로', 29200: '하남대로',
  30110: '대전로', 30140: '계백로', 30170: '둔산로', 30200: '대학로', 30230: '한밭대로',
  31110: '번영로', 31140: '삼산로', 31170: '봉수로', 31200: '산업로', 31710: '언양로',
};
