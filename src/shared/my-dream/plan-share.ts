// Words of the shared plan and of the member's links: the token from the address, dates as Korean readers write them,
// and what a link shows.

/** The token of a /s address: the `t` of its fragment (`#t=<token>`), never of its query, so it never reaches a server
 *  log or a Referer. Null when there is none. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return token && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : null;
}

const DATE = new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Seoul' });

/** '2026년 12월 5일' (Korean time). */
export const koreanDate = (iso: string) => DATE.format(new Date(iso));

/** What a link shows, in words: '공개한 할 일만', '비공개 할 일도 · 메모와 사진도'. */
export function shareScope({ includePrivate, includeMemos }: { includePrivate: boolean; includeMemos: boolean }): string {
  const todos = includePrivate ? '비공개 할 일도' : '공개한 할 일만';
  return includeMemos ? `${todos} · 메모와 사진도` : todos;
}

/** '마지막으로 본 날 2026년 12월 5일 · 3번 봄', or that nobody has opened it yet. */
export function viewsLine({ lastViewedAt, viewCount }: { lastViewedAt: string | null; viewCount: number }): string {
  if (!lastViewedAt || viewCount === 0) return '아직 아무도 열어 보지 않았어요';
  return `마지막으로 본 날 ${koreanDate(lastViewedAt)} · ${viewCount.toLocaleString('ko-KR')}번 봄`;
}

/** The share sheet's words for a link to the member's plan for a job. */
export function shareMessage(nickname: string, jobName: string, url: string) {
  const who = nickname ? `${nickname}님의` : '제';
  const title = `${who} ${jobName} 준비 계획 (새길)`;
  const text = `${who} ${jobName} 준비 계획을 보여드려요. 가입하지 않아도 열어 볼 수 있어요.`;
  return { title, text, url };
}

/** The 문자 app's address with the message filled in (`sms:?&body=`: iOS and Android both read it). */
export const smsHref = (text: string, url: string) => `sms:?&body=${encodeURIComponent(`${text}\n${url}`)}`;
