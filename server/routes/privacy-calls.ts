// The calls of the privacy matrix (privacy.test.ts): every call that can answer with to-do data, by the ids of the
// owner's group, private and public to-do and job.

export interface PrivacyIds {
  groupId: number;
  privateTodo: number;
  publicTodo: number;
  jobId: number;
  /** the token of the owner's read-only link made with the defaults (public to-dos only: issue 22) */
  shareToken: string;
}

export interface Call {
  name: string;
  method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: () => object;
  /** headers the call needs besides the caller's token */
  headers?: () => Record<string, string>;
  /** the owner's answer shows the private to-do (a check that the call really can carry it) */
  ownerSees: boolean;
}

export function privacyCalls(ids: () => PrivacyIds): Call[] {
  return [
    { name: 'GET /v1/todo/other/public (home)', method: 'GET', url: () => '/v1/todo/other/public', ownerSees: false },
    { name: 'GET /v1/todo/other (home, same jobs)', method: 'GET', url: () => '/v1/todo/other', ownerSees: false },
    { name: 'GET /v1/todo/other/simple/{jobId} (job info)', method: 'GET', url: () => `/v1/todo/other/simple/${ids().jobId}`, ownerSees: false },
    { name: 'GET /v1/todo/other/{jobId} (/others)', method: 'GET', url: () => `/v1/todo/other/${ids().jobId}`, ownerSees: false },
    { name: 'GET /v1/todo/{id} (/otherslist)', method: 'GET', url: () => `/v1/todo/${ids().groupId}`, ownerSees: true },
    { name: 'GET /v1/todo/{private todo}/memo', method: 'GET', url: () => `/v1/todo/${ids().privateTodo}/memo`, ownerSees: true },
    { name: 'GET /v1/todo/{public todo}/memo', method: 'GET', url: () => `/v1/todo/${ids().publicTodo}/memo`, ownerSees: false },
    { name: 'GET /v1/my-dream/todo', method: 'GET', url: () => '/v1/my-dream/todo', ownerSees: true },
    { name: 'GET /v1/my-dream/todo-group/{id}', method: 'GET', url: () => `/v1/my-dream/todo-group/${ids().groupId}`, ownerSees: true },
    { name: 'GET /v1/my-dream/todo/{id}', method: 'GET', url: () => `/v1/my-dream/todo/${ids().privateTodo}`, ownerSees: true },
    { name: 'GET /v1/my-dream/todo/jobs', method: 'GET', url: () => '/v1/my-dream/todo/jobs', ownerSees: false },
    { name: 'GET /v1/member/info', method: 'GET', url: () => '/v1/member/info', ownerSees: false },
    { name: 'GET /v1/job/detail/{jobId}', method: 'GET', url: () => `/v1/job/detail/${ids().jobId}`, ownerSees: false },
    { name: 'GET /v1/my-dream/shares', method: 'GET', url: () => '/v1/my-dream/shares', ownerSees: false },
    // saved-search alerts (issue 23): settings, key, 알림함 and count carry posting data only, never a to-do
    { name: 'GET /v1/alerts/settings', method: 'GET', url: () => '/v1/alerts/settings', ownerSees: false },
    { name: 'GET /v1/alerts/push-key', method: 'GET', url: () => '/v1/alerts/push-key', ownerSees: false },
    { name: 'GET /v1/alerts/inbox', method: 'GET', url: () => '/v1/alerts/inbox?pageNum=0', ownerSees: false },
    { name: 'GET /v1/alerts/unread-count', method: 'GET', url: () => '/v1/alerts/unread-count', ownerSees: false },
    // the alerts' writes answer with settings, a count or nothing
    {
      name: 'PUT /v1/alerts/settings',
      method: 'PUT',
      url: () => '/v1/alerts/settings',
      payload: () => ({ enabled: false, jobIds: [ids().jobId], regionCodes: [11440], newPostings: true, closingScraps: true, digestHour: 9 }),
      ownerSees: false,
    },
    {
      name: 'POST /v1/alerts/push-subscriptions',
      method: 'POST',
      url: () => '/v1/alerts/push-subscriptions',
      payload: () => ({ endpoint: 'https://push.example.test/privacy', keys: { p256dh: 'BPrivacyKey', auth: 'privacy-auth' } }),
      ownerSees: false,
    },
    {
      name: 'DELETE /v1/alerts/push-subscriptions',
      method: 'DELETE',
      url: () => '/v1/alerts/push-subscriptions',
      payload: () => ({ endpoint: 'https://push.example.test/privacy' }),
      ownerSees: false,
    },
    { name: 'POST /v1/alerts/inbox/read', method: 'POST', url: () => '/v1/alerts/inbox/read', payload: () => ({ alertIds: [1] }), ownerSees: false },
    // help nearby (issue 24): sourced places only
    { name: 'GET /v1/help/nearby', method: 'GET', url: () => '/v1/help/nearby?regionCode=11440', ownerSees: false },
    {
      name: 'POST /v1/help/places/{helpId}/reports (정보가 틀렸어요)',
      method: 'POST',
      url: () => '/v1/help/places/seoul-seobu-employment/reports',
      payload: () => ({ reason: 'OTHER', note: '확인 부탁드려요.' }),
      ownerSees: false,
    },
    // recovery codes (issue 27): the answers carry a code or an error, never anything of the member's plans
    { name: 'POST /v1/member/recovery-code', method: 'POST', url: () => '/v1/member/recovery-code', ownerSees: false },
    {
      name: 'POST /v1/member/auth/password-reset (a wrong code)',
      method: 'POST',
      url: () => '/v1/member/auth/password-reset',
      payload: () => ({ loginId: 'saegil2026', recoveryCode: 'AAAA-BBBB-CCCC-DDDD-EEEE', newPassword: 'Newpass!27' }),
      ownerSees: false,
    },
    // 카카오·네이버 (issue 27): providers, links and the answers of a start or a refused finish carry no plan data
    { name: 'GET /v1/auth/social/providers', method: 'GET', url: () => '/v1/auth/social/providers', ownerSees: false },
    { name: 'GET /v1/member/social-links', method: 'GET', url: () => '/v1/member/social-links', ownerSees: false },
    { name: 'POST /v1/member/social-links/kakao/start', method: 'POST', url: () => '/v1/member/social-links/kakao/start', ownerSees: false },
    {
      name: 'POST /v1/member/social-links/kakao (a foreign state)',
      method: 'POST',
      url: () => '/v1/member/social-links/kakao',
      payload: () => ({ code: 'privacy-code', state: 'privacy-state', browserKey: 'privacy-browser-key-0000000000000' }),
      ownerSees: false,
    },
    { name: 'DELETE /v1/member/social-links/kakao (not linked)', method: 'DELETE', url: () => '/v1/member/social-links/kakao', ownerSees: false },
    { name: 'POST /v1/auth/social/kakao/start', method: 'POST', url: () => '/v1/auth/social/kakao/start', ownerSees: false },
    {
      name: 'POST /v1/auth/social/kakao/finish (a foreign state)',
      method: 'POST',
      url: () => '/v1/auth/social/kakao/finish',
      payload: () => ({ code: 'a-code', state: 'a-state-never-made', browserKey: 'a-browser-key' }),
      ownerSees: false,
    },
    {
      name: 'POST /v1/auth/social/signup (an unknown ticket)',
      method: 'POST',
      url: () => '/v1/auth/social/signup',
      payload: () => ({ ticket: 'an-unknown-ticket', nickName: '새길맘', birthDate: '1968/05/17', gender: 'FEMALE', regionCode: 11110, consents: { terms: '2026-11-28', privacy: '2026-11-28' } }),
      ownerSees: false,
    },
    // a link with the defaults shows no private to-do, not even to its owner opening it
    {
      name: 'GET /v1/shared-plan (a link with the defaults)',
      method: 'GET',
      url: () => '/v1/shared-plan',
      headers: () => ({ 'x-share-token': ids().shareToken }),
      ownerSees: false,
    },
    {
      name: 'PATCH /v1/my-dream/todo/{id}/complete-state',
      method: 'PATCH',
      url: () => `/v1/my-dream/todo/${ids().privateTodo}/complete-state`,
      payload: () => ({ completed: false }),
      ownerSees: true,
    },
    {
      name: 'PATCH /v1/my-dream/todo/{id}/public-state',
      method: 'PATCH',
      url: () => `/v1/my-dream/todo/${ids().privateTodo}/public-state`,
      payload: () => ({ isPublic: false }),
      ownerSees: true,
    },
  ];
}
