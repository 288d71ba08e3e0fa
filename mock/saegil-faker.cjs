// Mock data that hangs together, for Prism's `x-faker: saegil.*` hints in the contract (loaded by prism-preload.cjs):
// to-do titles and memos that read like a member's plan, birth dates of the service's members (1950-1975, YYYY/MM/DD),
// tokens shaped like the server's JWTs, small ids like the database's, and job lists without repeats.
const crypto = require('node:crypto');

const JOBS = [
  '요양보호사', '간호조무사', '보육교사', '사회복지사', '직업상담사', '심리상담사', '급식도우미', '사무보조원', '경리사무원',
  '동물보건사', '웨딩도우미', '일반 미용사', '피부 미용사', '네일 미용사', '메이크업 미용사', '반려동물 미용사',
  '레크리에이션 강사', '바리스타', '공인중개사', '산후관리사',
];
const TODO_TITLES = [
  '요양보호사 교육원 세 곳 상담 받기', '국민내일배움카드 신청하기', '필기시험 기출문제 한 회 풀기', '실습 기관 알아보기',
  '자격증 원서 접수하기', '건강검진 결과지 준비하기', '이력서 사진 새로 찍기', '고용24에서 국비 과정 찾아보기',
  '동네 복지관 봉사 신청하기', '면접 예상 질문 정리하기', '바리스타 2급 실기 연습하기', '교육원 주간반 시간표 받기',
  '경력 증명서 떼어 두기', '자기소개서 초안 쓰기', '선배 드리머에게 궁금한 점 묻기', '채용 공고 세 곳 골라 두기',
];
const MEMOS = [
  '집에서 가까운 교육원부터 전화해 보기. 주간반 개강일과 국비 지원 여부를 꼭 물어볼 것.',
  '내일배움카드는 고용24에서 신청하고 승인까지 일주일쯤 걸린다고 함. 신분증 사본 미리 준비.',
  '기출문제 1회차 68점. 기초 간호 부분을 한 번 더 보기로.',
  '실습은 요양원 80시간, 재가 80시간. 주말 실습이 되는 곳이 있는지 알아보기.',
  '면접에서 건강 상태와 근무 가능 시간을 물어본다고 함. 솔직하게 답하기.',
  '복지관 봉사는 화요일 오전. 어르신 말벗과 식사 보조를 한다고 함.',
];
const REASONS = [
  '사람을 돕는 일에서 보람을 느낀다고 답하셨어요.', '평일 낮 시간에 일하고 싶다는 조건에 맞아요.',
  '차분하게 대화하는 강점을 살릴 수 있어요.', '몸을 적당히 쓰는 일을 원하셔서 잘 맞아요.',
  '자격증을 따면 바로 일을 시작할 수 있어요.', '경력이 없어도 교육 후 도전할 수 있어요.',
];
/** One line per job, in the JOBS order: a job's card always says what that job is. */
const DESCRIPTIONS = [
  '몸이 불편한 어르신의 일상생활을 돕고 말벗이 되어 드리는 일입니다.', '병원이나 의원에서 간호사를 도와 환자를 돌보는 일입니다.',
  '어린이집에서 아이들을 돌보고 가르치는 일입니다.', '도움이 필요한 이웃을 찾아 복지 서비스로 이어 주는 일입니다.',
  '일자리를 찾는 분과 상담하며 알맞은 일을 함께 찾는 일입니다.', '마음이 힘든 분의 이야기를 듣고 함께 길을 찾는 일입니다.',
  '학교와 복지관 식당에서 음식을 나누고 정리하는 일입니다.', '사무실의 문서와 전화, 손님맞이를 돕는 일입니다.',
  '회사의 돈이 드나든 내역을 장부에 정리하는 일입니다.', '동물병원에서 수의사를 도와 동물을 돌보는 일입니다.',
  '예식장에서 신랑 신부의 하루를 곁에서 돕는 일입니다.', '머리를 자르고 손질하며 손님을 맞는 일입니다.',
  '얼굴과 몸의 피부를 관리해 드리는 일입니다.', '손톱과 발톱을 손질하고 꾸며 드리는 일입니다.',
  '행사와 촬영에 맞게 얼굴을 꾸며 드리는 일입니다.', '강아지와 고양이의 털을 다듬고 씻기는 일입니다.',
  '모임과 행사에서 놀이와 활동을 이끄는 일입니다.', '커피를 내리고 손님을 맞이하며 매장을 관리하는 일입니다.',
  '부동산 거래를 중개하고 계약을 돕는 일입니다.', '출산한 산모와 아기를 집에서 돌보는 일입니다.',
];
const COURSES = ['자격 취득 과정(주간반)', '자격 취득 과정(야간반)', '실무 과정', '입문 과정(주말반)', '취업 연계 과정'];
const CERTIFICATES = ['요양보호사 자격증', '간호조무사 자격증', '보육교사 2급', '사회복지사 2급', '직업상담사 2급', '바리스타 2급', '공인중개사', '미용사(일반)'];

const ALERT_REGIONS = [[11110, '서울특별시 종로구'], [11140, '서울특별시 중구'], [26350, '부산광역시 해운대구'], [27110, '대구광역시 중구']];
const DAY = 86_400;
// the real, sourced places (server/seed/facts): a mock never shows a made-up address or phone number
const HELP_PLACES = require('../server/seed/facts/help-places.json').facts;
// the server's own mapping of a fact to the contract's HelpPlace (Node strips its types)
const { helpPlaceAnswer } = require('../server/routes/help-answer.ts');
// the real, sourced requirement lines of the jobs (server/seed/facts): never a made-up hour, fee or rule
const JOB_REQUIREMENTS = require('../server/seed/facts/job-requirements.json').facts;
const REGION_NAMES = Object.fromEntries(require('../generated/regions-fallback.json').map((r) => [r.regionCode, r.regionName]));
const int = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
const pick = (list) => list[int(0, list.length - 1)];
const pad = (n) => String(n).padStart(2, '0');
const base64url = (text) => Buffer.from(text).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** n distinct jobs with their id (the server seeds the 20 jobs in this order, ids 1-20). */
function distinctJobs(min, max) {
  const chosen = [...JOBS.keys()].sort(() => Math.random() - 0.5).slice(0, int(min, max));
  return chosen.sort((a, b) => a - b).map((i) => ({ jobId: i + 1, jobName: JOBS[i] }));
}

function token(kind) {
  const payload = kind === 'access' ? { sub: String(int(1, 5000)), exp: nowSeconds() + 1800 } : { sub: String(int(1, 5000)), jti: crypto.randomUUID() };
  return `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.${crypto.randomBytes(32).toString('base64url')}`;
}


/** A date n days from today, YYYY-MM-DD. */
const dayFromToday = (days) => new Date(Date.now() + days * DAY * 1000).toISOString().slice(0, 10);
const image = (jobId) => `https://saegil.kr/images/jobs/${jobId}.svg`;

module.exports = {
  id: () => int(1, 5000),
  timestamp: () => new Date(Date.now() - int(0, 600) * 1000).toISOString(),
  todoTitle: () => pick(TODO_TITLES),
  memo: () => pick(MEMOS),
  reason: () => pick(REASONS),
  jobDescription: () => pick(DESCRIPTIONS),
  courseTitle: () => `${pick(JOBS)} ${pick(COURSES)}`,
  courseStartDate: () => dayFromToday(int(1, 60)),
  courseEndDate: () => dayFromToday(int(70, 200)),
  certificates: () => [...new Set(Array.from({ length: int(0, 3) }, () => pick(CERTIFICATES)))],
  todoPreviews: () => [...new Set(Array.from({ length: 4 }, () => pick(TODO_TITLES)))].map((title) => ({ title, completed: Math.random() < 0.5 })),
  jobPage: () =>
    distinctJobs(1, 9)
      .sort((a, b) => a.jobName.localeCompare(b.jobName, 'ko'))
      .map(({ jobId, jobName }) => ({ jobId, jobName, jobDescription: DESCRIPTIONS[jobId - 1], imageUrl: image(jobId), todoGroupNum: int(0, 300) })),
  recommendedJobs: () =>
    distinctJobs(3, 5).map(({ jobId, jobName }) => ({
      jobId,
      jobTitle: jobName,
      jobDescription: DESCRIPTIONS[jobId - 1],
      imageUrl: image(jobId),
      reasons: { personality: pick(REASONS), condition: pick(REASONS), strong: pick(REASONS) },
    })),
  birthDate: () => {
    const year = int(1950, 1975);
    const month = int(1, 12);
    const day = int(1, new Date(Date.UTC(year, month, 0)).getUTCDate());
    return `${year}/${pad(month)}/${pad(day)}`;
  },
  loginId: () => `${pick(['kim', 'lee', 'park', 'choi', 'jung', 'saegil'])}${int(1950, 1975)}`,
  accessToken: () => token('access'),
  refreshToken: () => token('refresh'),
  daysAgo: () => int(0, 400),
  // issue 22's read-only links: a 27-character base64url token (160 bits) as the server makes it, its first 4 characters
  /** the requirement lines of one job that has sourced ones, each with its source page, 기준일 and site name */
  jobRequirements: () => {
    const jobName = pick([...new Set(JOB_REQUIREMENTS.map((line) => line.jobName))]);
    return JOB_REQUIREMENTS.filter((line) => line.jobName === jobName).map((line) => ({
      kind: line.kind,
      text: line.text,
      source: { url: line.source.url, checkedOn: line.source.checkedOn, siteName: line.siteName },
    }));
  },
  helpPlaces: () =>
    HELP_PLACES.filter((place) => place.regionCode >= 11000 && place.regionCode < 12000)
      .slice(0, int(1, 4))
      .map((place, i) => helpPlaceAnswer(place, REGION_NAMES[place.regionCode], i === 0)),
  shareToken: () => crypto.randomBytes(20).toString('base64url'),
  shareUrl: () => `/s#t=${crypto.randomBytes(20).toString('base64url')}`,
  shareTokenPrefix: () => crypto.randomBytes(3).toString('base64url'),
  futureTimestamp: () => new Date(Date.now() + int(1, 365) * DAY * 1000).toISOString(),
  /** a member's links: newest first, a view count with its last view (none: never opened), ended ones among them */
  planShares: () =>
    Array.from({ length: int(0, 4) }, (_, i) => {
      const created = Date.now() - (i * 9 + int(0, 8)) * DAY * 1000;
      const viewCount = pick([0, int(1, 3), int(4, 40)]);
      const job = distinctJobs(1, 1)[0];
      return {
        shareId: 40 - i * 3,
        todoGroupId: int(1, 5000),
        jobName: job.jobName,
        tokenPrefix: crypto.randomBytes(3).toString('base64url'),
        includePrivate: Math.random() < 0.3,
        includeMemos: Math.random() < 0.5,
        createdAt: new Date(created).toISOString(),
        expiresAt: new Date(created + pick([30, 90, 365, 7]) * DAY * 1000).toISOString(),
        lastViewedAt: viewCount === 0 ? null : new Date(created + int(1, 3) * 3_600_000).toISOString(),
        viewCount,
      };
    }),
  /** what a link shows, as the server would: memo fields only when the link shows memos, private-looking passes on some photos */
  sharedPlan: () => {
    const includeMemos = Math.random() < 0.5;
    const includePrivate = Math.random() < 0.5;
    const image = (pass) => ({ imageUrl: `/images/${crypto.randomBytes(16).toString('base64url')}${pass ? `?share=${int(1, 5000)}.${nowSeconds() + 600}.${crypto.randomBytes(32).toString('base64url')}` : ''}` });
    const titles = [...new Set(Array.from({ length: int(2, 7) }, () => pick(TODO_TITLES)))];
    return {
      nickname: pick(['새출발', '늘푸른', '인생2막', '해바라기', '다시봄']),
      profileImage: Math.random() < 0.5 ? null : image(false).imageUrl,
      jobName: pick(JOBS),
      daysAgo: int(0, 400),
      includePrivate,
      includeMemos,
      expiresAt: new Date(Date.now() + int(1, 365) * DAY * 1000).toISOString(),
      todos: titles.map((title) => {
        const todo = { title, completed: Math.random() < 0.4 };
        if (!includeMemos) return todo;
        const memo = Math.random() < 0.6;
        return {
          ...todo,
          memoText: memo ? pick(MEMOS) : null,
          link: Math.random() < 0.2 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
          images: Array.from({ length: pick([0, 0, 1, 2]) }, () => image(includePrivate && Math.random() < 0.5)),
        };
      }),
    };
  },
  // issue 23's alerts: distinct job ids and district codes, a VAPID-shaped key, an inbox page that hangs together
  alertJobIds: () => distinctJobs(0, 3).map(({ jobId }) => jobId),
  alertRegionCodes: () => [...new Set(Array.from({ length: int(0, 3) }, () => pick(ALERT_REGIONS)[0]))],
  vapidPublicKey: () => Buffer.concat([Buffer.from([4]), crypto.randomBytes(64)]).toString('base64url'),
  alertTitle: () => pick(['새 공고 3건', '마감 임박 스크랩 1건', '새 공고 1건']),
  alertBody: () => pick(['요양보호사 · 서울특별시 종로구에 새 공고가 3건 있어요.', '스크랩한 공고 1건이 곧 마감돼요.']),
  alertPage: () => {
    const total = int(0, 14);
    const content = Array.from({ length: Math.min(total, 10) }, (_, i) => {
      const kind = pick(['NEW_POSTINGS', 'CLOSING_SCRAPS']);
      const created = Date.now() - (i * 24 + int(0, 3)) * 3_600_000;
      const items = Array.from({ length: int(1, 4) }, () => {
        const [, locationName] = pick(ALERT_REGIONS);
        const recruitId = String(int(40_000_000, 49_999_999));
        return {
          recruitId,
          url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=${recruitId}`,
          isExample: false,
          title: `${pick(JOBS)} ${pick(['모집', '채용', '구인'])} (${pick(['주 5일', '주 3일', '오전', '시간 협의'])})`,
          companyName: pick(['㈜행복요양센터', '종로재가복지센터', '늘봄어린이집', '다온카페']),
          locationName,
          deadline: kind === 'CLOSING_SCRAPS' ? pick(['D-3', 'D-1', 'D-0']) : pick([`D-${int(2, 30)}`, null]),
        };
      });
      return {
        alertId: 500 - i,
        kind,
        createdAt: new Date(created).toISOString(),
        readAt: i < 2 ? null : new Date(created + 3_600_000).toISOString(),
        title: kind === 'NEW_POSTINGS' ? `새 공고 ${items.length}건` : `마감 임박 스크랩 ${items.length}건`,
        body: kind === 'NEW_POSTINGS' ? `새 공고가 ${items.length}건 있어요.` : `스크랩한 공고 ${items.length}건이 곧 마감돼요.`,
        items,
      };
    });
    const sort = [{ direction: 'DESC', property: 'createdAt', ignoreCase: false, nullHandling: 'NATIVE', ascending: false, descending: true }];
    const totalPages = Math.ceil(total / 10);
    return {
      totalElements: total,
      totalPages,
      size: 10,
      content,
      number: 0,
      numberOfElements: content.length,
      first: true,
      last: totalPages <= 1,
      empty: content.length === 0,
      sort,
      pageable: { pageNumber: 0, pageSize: 10, offset: 0, paged: true, unpaged: false, sort },
    };
  },
  postUnixSeconds: () => String(nowSeconds() - int(0, 30) * DAY),
  expirationUnixSeconds: () => String(nowSeconds() + int(1, 60) * DAY),
  postingTitle: () => `${pick(JOBS)} ${pick(['모집', '채용', '구인'])} (${pick(['주 5일', '주 3일', '오전', '오후', '시간 협의'])})`,
  /** always false: a state the mock answers unless a test names an example (no dialog pops up at random) */
  no: () => false,
  /** always true: the common state (a member with a password) unless a test names an example */
  yes: () => true,
  savedJobs: () => distinctJobs(0, 5),
  savedJobOptions: () => distinctJobs(1, 5).map(({ jobName }) => ({ todoGroupId: int(1, 5000), jobName })),
  popularRecruits: () => {
    const counts = distinctJobs(10, 10).map(({ jobName }) => ({ 'job-name': jobName, count: int(1, 3000) }));
    return counts.sort((a, b) => b.count - a.count);
  },
};
