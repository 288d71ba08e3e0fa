// One valid request per operation of the contract, for the mock (Prism), where any id exists.
// Keys are operationIds; the operations test makes sure every operation of the contract has one.

export interface ContractRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: () => FormData;
  /** headers the operation takes as parameters */
  headers?: Record<string, string>;
}

// a 1×1 PNG
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);
export const pngFile = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' });

function form(fields: Record<string, string | File | (string | File)[]>): () => FormData {
  return () => {
    const fd = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) fd.append(key, v);
    }
    return fd;
  };
}

/** A browser's PushSubscription.toJSON() as Chrome sends it (the keys of the contract's example). */
export const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/contract-test-endpoint',
  expirationTime: null,
  keys: { p256dh: 'BLQELIDm-6b9Bl07YrEuXJ4BL_YBVQ0dvt9NQGGJxIQidJWHPNa9YrouvcQ9d7_MqzvGS9Alz60SZNCG3qfpk0E', auth: '4vQK-SvRAN5eo-8ASlrwAg' },
};

export const MOCK_REQUESTS: Record<string, ContractRequest> = {
  // sign-up, login and the session
  login: { method: 'POST', path: '/v1/member/auth/login', json: { loginId: 'saegil2026', password: 'Saegil!2026' } },
  signUp: {
    method: 'POST',
    path: '/v1/member/auth/sign-up',
    json: {
      loginId: 'newmember1',
      password: 'Newmember1!',
      nickName: '새출발',
      birthDate: '1966/05/20',
      gender: 'MALE',
      regionCode: 11110,
      consents: { terms: '2026-11-28', privacy: '2026-11-28', news: false },
    },
  },
  checkLoginId: { method: 'GET', path: '/v1/member/auth/check-id', query: { loginId: 'newmember1' } },
  checkNickname: { method: 'GET', path: '/v1/member/auth/check-nickname', query: { nickname: '새출발' } },
  refreshToken: { method: 'POST', path: '/v1/member/auth/refresh', json: { refreshToken: 'a-refresh-token' } },
  logout: { method: 'POST', path: '/v1/member/auth/logout', json: { refreshToken: 'a-refresh-token' } },
  withdraw: { method: 'POST', path: '/v1/member/auth/withdraw' },
  // regions and the member's account
  getAllRegions: { method: 'GET', path: '/v1/region/all' },
  getMemberInfo: { method: 'GET', path: '/v1/member/info' },
  getConsent: { method: 'GET', path: '/v1/member/consent' },
  agreeConsent: { method: 'POST', path: '/v1/member/consent', json: { terms: '2026-11-28', privacy: '2026-11-28' } },
  changePassword: { method: 'PUT', path: '/v1/member/password', json: { newPassword: 'Changed1!pw', newPasswordCheck: 'Changed1!pw' } },
  changeNickname: { method: 'PUT', path: '/v1/member/nickname', json: { newNickName: '새이름' } },
  changeRegion: { method: 'PUT', path: '/v1/member/region', json: { newRegionCode: 26350 } },
  removeMemberJobs: { method: 'DELETE', path: '/v1/member/job', json: { jobIds: [1, 2] } },
  uploadProfileImage: { method: 'POST', path: '/v1/member/profile', form: form({ file: pngFile() }) },
  deleteProfileImage: { method: 'DELETE', path: '/v1/member/profile' },
  // my to-dos
  getMyTodoJobs: { method: 'GET', path: '/v1/my-dream/todo/jobs' },
  getMyTodoGroup: { method: 'GET', path: '/v1/my-dream/todo' },
  getMyTodoGroupById: { method: 'GET', path: '/v1/my-dream/todo-group/1' },
  createTodo: {
    method: 'POST',
    path: '/v1/my-dream/todo-group/1',
    form: form({
      todoTitle: '요양보호사 교육원 상담 받기',
      isPublic: 'true',
      memoText: '집 근처 교육원 세 곳에 전화해 보기',
      link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      images: [pngFile('a.png'), pngFile('b.png')],
    }),
  },
  updateTodo: {
    method: 'PUT',
    path: '/v1/my-dream/todo/1',
    form: form({ todoTitle: '교육원 두 곳 방문하기', isPublic: 'false', newImages: [pngFile()], deleteImages: ['3'] }),
  },
  getMyTodo: { method: 'GET', path: '/v1/my-dream/todo/1' },
  deleteTodo: { method: 'DELETE', path: '/v1/my-dream/todo/1' },
  setTodoCompleted: { method: 'PATCH', path: '/v1/my-dream/todo/1/complete-state', json: { completed: true } },
  setTodoPublic: { method: 'PATCH', path: '/v1/my-dream/todo/1/public-state', json: { isPublic: true } },
  // jobs and recommendations
  saveJob: { method: 'POST', path: '/v1/my-dream/job/1' },
  recommendJobs: {
    method: 'POST',
    path: '/v1/job/recommend',
    json: {
      answers: Array.from({ length: 10 }, (_, i) => ({ questionNum: i + 1, responses: i === 9 ? [] : ['보통이에요'] })),
    },
  },
  getJobList: { method: 'GET', path: '/v1/job/list', query: { pageNum: '0', require: '필요함' } },
  getJobDetail: { method: 'GET', path: '/v1/job/detail/1' },
  // postings and courses
  getPopularRecruits: { method: 'GET', path: '/v1/recruit/popular' },
  getRecruitList: {
    method: 'GET',
    path: '/v1/recruit/list',
    query: { pageNum: '0', sortBy: '마감 임박순', keyWord: '요양보호사', locationName: '서울특별시 종로구' },
  },
  getTrainingList: {
    method: 'GET',
    path: '/v1/training/list',
    query: { pageNum: '0', jobName: '바리스타', regionName: '부산광역시', type: '실습 위주', sortBy: '개강 빠른순' },
  },
  // other dreamers
  getOtherDreamers: { method: 'GET', path: '/v1/todo/other' },
  getPublicDreamers: { method: 'GET', path: '/v1/todo/other/public' },
  getSimpleDreamersByJob: { method: 'GET', path: '/v1/todo/other/simple/1' },
  getDreamersByJob: { method: 'GET', path: '/v1/todo/other/1', query: { page: '0' } },
  getDreamerTodoGroup: { method: 'GET', path: '/v1/todo/1' },
  getDreamerTodoMemo: { method: 'GET', path: '/v1/todo/1/memo' },
  // scraps
  scrapRecruit: { method: 'POST', path: '/v1/scrap/recruit/48000001' },
  unscrapRecruit: { method: 'DELETE', path: '/v1/scrap/recruit/48000001', json: { recruitId: '48000001' } },
  scrapTraining: {
    method: 'POST',
    path: '/v1/scrap/training',
    query: { type: '이론 위주' },
    json: {
      trprId: 'AIG20260000012345',
      trprDegr: '3',
      trainstCstId: '50002012345',
      traStartDate: '2026/12/01',
      traEndDate: '2027/01/05',
    },
  },
  unscrapTraining: {
    method: 'DELETE',
    path: '/v1/scrap/training/AIG20260000012345',
    json: { trainingId: 'AIG20260000012345' },
  },
  getScrapChecked: { method: 'GET', path: '/v1/scrap/checked', query: { category: 'RECRUIT', idList: '48000001,48000002' } },
  getScrappedTrainings: { method: 'GET', path: '/v1/scrap/training/list', query: { pageNum: '0', sortBy: '최신 순' } },
  getScrappedRecruits: {
    method: 'GET',
    path: '/v1/scrap/recruit/list',
    query: { pageNum: '0', sortBy: '오래된 순', locName: '서울특별시' },
  },
  getClosingSoonScraps: { method: 'GET', path: '/v1/scrap/recruit/closing-soon' },
  // read-only links to a plan (issue 22)
  createPlanShare: { method: 'POST', path: '/v1/my-dream/todo-group/1/shares', json: { includePrivate: false, includeMemos: true, expiresInDays: 30 } },
  getMyPlanShares: { method: 'GET', path: '/v1/my-dream/shares' },
  deletePlanShare: { method: 'DELETE', path: '/v1/my-dream/shares/1' },
  getSharedPlan: { method: 'GET', path: '/v1/shared-plan', headers: { 'x-share-token': 'q3Xv9LmR2bTfY8wKpZs1aNcE4hU' } },
  // recovery codes (issue 27)
  resetPassword: {
    method: 'POST',
    path: '/v1/member/auth/password-reset',
    json: { loginId: 'saegil2026', recoveryCode: 'K7PQ-3MXW-9HTD-R4AE-N2JC', newPassword: 'Saegil!2027' },
  },
  renewRecoveryCode: { method: 'POST', path: '/v1/member/recovery-code', json: { currentPassword: 'Saegil!2026' } },
  // saved-search alerts (issue 23)
  getAlertSettings: { method: 'GET', path: '/v1/alerts/settings' },
  updateAlertSettings: {
    method: 'PUT',
    path: '/v1/alerts/settings',
    json: { enabled: true, jobIds: [1], regionCodes: [11110], newPostings: true, closingScraps: true, digestHour: 8 },
  },
  getPushKey: { method: 'GET', path: '/v1/alerts/push-key' },
  getNearbyHelp: { method: 'GET', path: '/v1/help/nearby', query: { regionCode: '11440' } },
  reportHelpPlace: { method: 'POST', path: '/v1/help/places/seoul-seobu-employment/reports', json: { reason: 'WRONG_PHONE', note: '전화하니 다른 곳이 받아요.' } },
  addPushSubscription: { method: 'POST', path: '/v1/alerts/push-subscriptions', json: PUSH_SUBSCRIPTION },
  removePushSubscription: { method: 'DELETE', path: '/v1/alerts/push-subscriptions', json: { endpoint: PUSH_SUBSCRIPTION.endpoint } },
  getAlertInbox: { method: 'GET', path: '/v1/alerts/inbox', query: { pageNum: '0' } },
  markAlertsRead: { method: 'POST', path: '/v1/alerts/inbox/read', json: { alertIds: [1, 2] } },
  getAlertUnreadCount: { method: 'GET', path: '/v1/alerts/unread-count' },
  // 카카오·네이버로 시작하기 (issue 27)
  getSocialProviders: { method: 'GET', path: '/v1/auth/social/providers' },
  startSocialLogin: { method: 'POST', path: '/v1/auth/social/kakao/start' },
  finishSocialLogin: { method: 'POST', path: '/v1/auth/social/kakao/finish', json: { code: 'Xk2c9_code', state: 'Qx3_state', browserKey: 'bK4tYzq8W1cV0mLr2sP6nXe3' } },
  socialSignUp: {
    method: 'POST',
    path: '/v1/auth/social/signup',
    json: {
      ticket: 'tK7_signup_ticket_from_the_server',
      nickName: '새길맘',
      birthDate: '1968/05/17',
      gender: 'FEMALE',
      regionCode: 11110,
      consents: { terms: '2026-11-28', privacy: '2026-11-28', news: false },
    },
  },
  getSocialLinks: { method: 'GET', path: '/v1/member/social-links' },
  startSocialLink: { method: 'POST', path: '/v1/member/social-links/naver/start' },
  finishSocialLink: { method: 'POST', path: '/v1/member/social-links/naver', json: { code: 'Xk2c9_code', state: 'Qx3_state', browserKey: 'bK4tYzq8W1cV0mLr2sP6nXe3' } },
  unlinkSocial: { method: 'DELETE', path: '/v1/member/social-links/kakao' },
};

/** Sends a request to a base URL, with an optional bearer token and extra headers. */
export async function send(baseUrl: string, req: ContractRequest, headers: Record<string, string> = {}) {
  const url = new URL(req.path, baseUrl);
  for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, v);
  const init: RequestInit = { method: req.method, headers: { ...req.headers, ...headers } };
  if (req.json !== undefined) {
    init.body = JSON.stringify(req.json);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  } else if (req.form) init.body = req.form();
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}
