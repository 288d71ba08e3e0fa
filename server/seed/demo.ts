// 새길 seed data: the demo account shown on the login page and eight more demo members
// (other "dreamers"), each with saved jobs and to-dos, so that the home page, the dreamer
// lists and the memo pages have something to show. Pure data; passwords are plain text here
// and must be hashed by whoever inserts them.

export type DemoGender = 'FEMALE' | 'MALE';

export interface DemoTodo {
  title: string;
  completed: boolean;
  isPublic: boolean;
  /** Memo text (at most 5000 characters). */
  memoText?: string;
  /** One YouTube link (watch form, 11-character id). */
  link?: string;
}

export interface DemoSavedJob {
  /** One of the 20 JobName values. */
  jobName: string;
  /** Days since the job was saved (the to-do group was created). */
  daysAgo: number;
  todos: DemoTodo[];
}

export interface DemoMemberSeed {
  loginId: string;
  password: string;
  nickName: string;
  /** YYYY/MM/DD */
  birthDate: string;
  gender: DemoGender;
  /** A 'city district' name from REGIONS. */
  regionName: string;
  jobs: DemoSavedJob[];
}

export const DEMO_ACCOUNT = {
  loginId: 'saegil2026',
  password: 'Saegil!2026',
  nickName: '새길지기',
  birthDate: '1965/04/12',
  gender: 'FEMALE',
  regionName: '서울특별시 종로구',
} as const;

/** The demo account's saved job and to-dos. */
export const DEMO_ACCOUNT_JOBS: readonly DemoSavedJob[] = [
  {
    jobName: '요양보호사',
    daysAgo: 12,
    todos: [
      {
        title: '집 근처 요양보호사 교육기관 3곳 상담 받아보기',
        completed: true,
        isPublic: true,
        memoText:
          '종로와 동대문에 있는 교육원 세 곳에 전화로 상담했습니다. 주간반은 8주 정도 걸리고 내일배움카드로 수강료 지원을 받을 수 있다고 합니다. 다음 주에 가장 가까운 곳을 직접 방문해 보려고 합니다.',
      },
      { title: '국민내일배움카드 발급 신청하기', completed: true, isPublic: true },
      {
        title: '320시간 교육 일정(이론·실기·현장실습) 확인하고 수강 등록하기',
        completed: false,
        isPublic: true,
        memoText: '이론 126시간, 실기 114시간, 현장실습 80시간으로 나뉜다고 합니다. 실습 기관은 교육원에서 연결해 준다고 하네요.',
        link: 'https://www.youtube.com/watch?v=Qm3vX8tLk2A',
      },
      { title: '요양보호사 국가시험 기출문제 3회분 풀어보기', completed: false, isPublic: true },
      { title: '건강진단서(결핵 검사 포함) 발급받기', completed: false, isPublic: false },
    ],
  },
];

export const DEMO_MEMBERS: readonly DemoMemberSeed[] = [
  {
    loginId: 'haneul58',
    password: 'Haneul58!',
    nickName: '하늘바라기',
    birthDate: '1958/09/23',
    gender: 'FEMALE',
    regionName: '부산광역시 해운대구',
    jobs: [
      {
        jobName: '요양보호사',
        daysAgo: 84,
        todos: [
          { title: '요양보호사 교육원 등록하기', completed: true, isPublic: true },
          {
            title: '현장실습 80시간 마치기',
            completed: true,
            isPublic: true,
            memoText:
              '요양원에서 40시간, 재가센터에서 40시간 실습했습니다. 처음에는 기저귀 교환이 서툴렀는데 선생님들이 차근차근 알려 주셔서 금방 익숙해졌어요. 어르신들이 고맙다고 손을 잡아 주실 때 이 일을 고르길 잘했다는 생각이 들었습니다.',
          },
          {
            title: '요양보호사 국가시험 합격하기',
            completed: true,
            isPublic: true,
            memoText: '기출문제를 다섯 번 돌려 보고 시험을 봤습니다. 실기 문제는 상황을 떠올리며 풀면 어렵지 않아요.',
            link: 'https://www.youtube.com/watch?v=Lr7pYc2NwQ4',
          },
          { title: '해운대구 주간보호센터 세 곳에 이력서 내기', completed: false, isPublic: true },
        ],
      },
    ],
  },
  {
    loginId: 'jinho1962',
    password: 'Jinho#1962',
    nickName: '진호아빠',
    birthDate: '1962/02/05',
    gender: 'MALE',
    regionName: '서울특별시 강남구',
    jobs: [
      {
        jobName: '공인중개사',
        daysAgo: 120,
        todos: [
          { title: '1차 과목 기본서 고르기', completed: true, isPublic: true },
          {
            title: '하루 4시간 공부 시간표 만들기',
            completed: true,
            isPublic: true,
            memoText:
              '아침 6시부터 8시까지 부동산학개론, 저녁 8시부터 10시까지 민법을 공부하기로 했습니다. 주말에는 한 주 동안 틀린 문제만 다시 봅니다.',
          },
          {
            title: '민법 기출문제 5년치 풀기',
            completed: false,
            isPublic: true,
            link: 'https://www.youtube.com/watch?v=Xb4kT9mWq1E',
          },
          { title: '10월 시험 원서 접수하기', completed: false, isPublic: true },
          { title: '모의고사 점수 기록장 만들기', completed: false, isPublic: false },
        ],
      },
      {
        jobName: '직업상담사',
        daysAgo: 30,
        todos: [
          { title: 'Q-Net에서 직업상담사 2급 시험 일정 확인하기', completed: true, isPublic: true },
          { title: '필기 기출문제 최근 3회분 풀어보기', completed: false, isPublic: true },
        ],
      },
    ],
  },
  {
    loginId: 'miyoung70',
    password: 'Miyoung70@',
    nickName: '미영쌤',
    birthDate: '1970/11/18',
    gender: 'FEMALE',
    regionName: '대구광역시 수성구',
    jobs: [
      {
        jobName: '보육교사',
        daysAgo: 65,
        todos: [
          { title: '학점은행제 보육교사 과정 2곳 비교하기', completed: true, isPublic: true },
          {
            title: '17과목 51학점 수강 계획표 만들기',
            completed: true,
            isPublic: true,
            memoText:
              '한 학기에 여섯 과목씩 들으면 세 학기 안에 끝낼 수 있습니다. 대면 과목인 아동관찰 및 행동연구와 보육실습은 주말반으로 신청했어요.',
          },
          { title: '보육실습 받을 어린이집 알아보기', completed: false, isPublic: true },
          { title: '아동 응급처치 교육 듣기', completed: false, isPublic: true },
        ],
      },
    ],
  },
  {
    loginId: 'coffeekim',
    password: 'Coffee!Kim7',
    nickName: '커피한잔',
    birthDate: '1966/07/30',
    gender: 'MALE',
    regionName: '인천광역시 연수구',
    jobs: [
      {
        jobName: '바리스타',
        daysAgo: 21,
        todos: [
          {
            title: '바리스타 2급 학원 등록하기',
            completed: true,
            isPublic: true,
            memoText: '송도에 있는 학원에서 4주 과정으로 등록했습니다. 주 3회 저녁반이라 낮에는 아르바이트를 계속할 수 있어요.',
          },
          {
            title: '우유 스팀 연습하기',
            completed: false,
            isPublic: true,
            link: 'https://www.youtube.com/watch?v=Pz8dRw3Kc5M',
          },
          { title: '카페 메뉴 20가지 레시피 외우기', completed: false, isPublic: true },
          { title: '보건증 발급받기', completed: true, isPublic: false },
        ],
      },
    ],
  },
  {
    loginId: 'sunhee60',
    password: 'Sunhee60$',
    nickName: '선희',
    birthDate: '1960/03/14',
    gender: 'FEMALE',
    regionName: '광주광역시 북구',
    jobs: [
      {
        jobName: '산후관리사',
        daysAgo: 9,
        todos: [
          { title: '산모·신생아 건강관리사 지정 교육기관 찾아보기', completed: true, isPublic: true },
          {
            title: '60시간 교육 신청하기',
            completed: false,
            isPublic: true,
            memoText:
              '북구에 있는 교육기관에 다음 달 교육을 신청했습니다. 두 딸을 키운 경험이 있어 자신은 있지만 요즘 육아 방법은 많이 달라졌다고 해서 열심히 배워 보려고요.',
          },
          { title: '신생아 목욕 요령 영상 보기', completed: false, isPublic: true, link: 'https://www.youtube.com/watch?v=Hn2sJv6TqY0' },
        ],
      },
    ],
  },
  {
    loginId: 'daejeonpark',
    password: 'Park2024!dj',
    nickName: '박반장',
    birthDate: '1964/12/01',
    gender: 'MALE',
    regionName: '대전광역시 유성구',
    jobs: [
      {
        jobName: '사회복지사',
        daysAgo: 47,
        todos: [
          { title: '학점은행제 사회복지사 2급 과정 안내 받아보기', completed: true, isPublic: true },
          { title: '필수 10과목 수강 신청하기', completed: true, isPublic: true },
          {
            title: '현장실습 160시간 기관 알아보기',
            completed: false,
            isPublic: true,
            memoText: '유성구 노인복지관과 장애인복지관 두 곳에 실습 가능 여부를 물어봤습니다. 실습은 마지막 학기에 하는 것이 좋다고 합니다.',
          },
          { title: '복지관 자원봉사 신청하기', completed: false, isPublic: false },
        ],
      },
      {
        jobName: '레크리에이션 강사',
        daysAgo: 5,
        todos: [
          { title: '실버 레크리에이션 지도자 과정 2곳 비교하기', completed: false, isPublic: true },
          { title: '어르신 체조와 손유희 10가지 익히기', completed: false, isPublic: true },
        ],
      },
    ],
  },
  {
    loginId: 'nailjung',
    password: 'Nail@Jung75',
    nickName: 'nail정',
    birthDate: '1975/05/27',
    gender: 'FEMALE',
    regionName: '서울특별시 마포구',
    jobs: [
      {
        jobName: '네일 미용사',
        daysAgo: 38,
        todos: [
          { title: '네일 학원 2곳 수강료와 시간 비교하기', completed: true, isPublic: true },
          {
            title: '미용사(네일) 필기 합격하기',
            completed: true,
            isPublic: true,
            memoText: '필기는 기출문제 위주로 2주 동안 준비해서 합격했습니다. 공중위생관리법 문제가 생각보다 많이 나와요.',
          },
          {
            title: '실기 과제(풀코트, 프렌치, 딥프렌치) 연습하기',
            completed: false,
            isPublic: true,
            link: 'https://www.youtube.com/watch?v=Tc5nB1xWe8k',
          },
          { title: '가족에게 연습 시술해 보기', completed: false, isPublic: true },
        ],
      },
    ],
  },
  {
    loginId: 'ulsanlee',
    password: 'Ulsan!Lee68',
    nickName: '울산이씨',
    birthDate: '1968/08/09',
    gender: 'MALE',
    regionName: '울산광역시 남구',
    jobs: [
      {
        jobName: '경리사무원',
        daysAgo: 3,
        todos: [
          { title: '회계원리 기초 강의 듣기', completed: false, isPublic: true },
          { title: '전산회계 2급 시험 일정 확인하기', completed: true, isPublic: true },
          { title: 'KcLep 프로그램 설치하고 따라 해 보기', completed: false, isPublic: true },
        ],
      },
    ],
  },
];

/** The demo account together with the other demo members, all in the same shape. */
export const ALL_DEMO_MEMBERS: readonly DemoMemberSeed[] = [
  { ...DEMO_ACCOUNT, jobs: [...DEMO_ACCOUNT_JOBS] },
  ...DEMO_MEMBERS,
];
