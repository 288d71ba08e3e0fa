// The fuzz's callers: the member whose private to-do must never show (the owner), another member, the actor whose own
// resources the broken requests change, and forged, foreign, expired, garbage and alg=none tokens in the owner's name.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import type { Caller } from './cases.ts';
import { CURRENT_REQUIRED } from '../domain/consent.ts';

export interface Fixture {
  memberId: number;
  token: string;
  refreshToken: string;
  groupId: number;
  todoId: number;
  jobId: number;
}

/** jobs no demo member saved (seed order: 네일 미용사, 반려동물 미용사) */
const OWNER_JOB = 14;
const ACTOR_JOB = 16;

async function png(size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
}

export type ForgedCaller = Exclude<Caller, 'anonymous' | 'actor' | 'other'>;

/** Members, tokens and images for one run; `marker` goes into the owner's private to-do. */
export async function prepareCallers(app: FastifyInstance, marker: { title: string; memo: string }) {
  const image = await png();
  const bigImage = Buffer.concat([await png(), randomBytes(6 * 1024 * 1024)]);

  const inject = (opts: InjectOptions) => app.inject(opts);
  async function member(): Promise<{ memberId: number; token: string; refreshToken: string }> {
    const id = randomBytes(5).toString('hex');
    const input = { loginId: `fz${id}`, password: 'Fuzz!2026a', nickName: `퍼즈${id.slice(0, 5)}`, birthDate: '1964/03/02', gender: 'MALE', regionCode: 11110, consents: CURRENT_REQUIRED };
    const signUp = await inject({ method: 'POST', url: '/v1/member/auth/sign-up', payload: input });
    if (signUp.statusCode !== 200) throw new Error(`fuzz set-up: sign-up answered ${signUp.statusCode} ${signUp.body}`);
    const login = await inject({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: input.loginId, password: input.password } });
    const data = login.json().data;
    return { memberId: data.memberId, token: data.accessToken, refreshToken: data.refreshToken };
  }
  async function withTodo(jobId: number, isPublic: boolean, title: string, memo: string): Promise<Fixture> {
    const m = await member();
    const auth = { authorization: `Bearer ${m.token}` };
    const saved = await inject({ method: 'POST', url: `/v1/my-dream/job/${jobId}`, headers: auth });
    if (saved.statusCode !== 200) throw new Error(`fuzz set-up: saving a job answered ${saved.statusCode} ${saved.body}`);
    const groupId = saved.json().data.todoGroupId as number;
    const data = new FormData();
    data.append('todoTitle', title);
    data.append('memoText', memo);
    data.append('isPublic', String(isPublic));
    data.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'memo.png');
    const created = await inject({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: auth, body: data });
    if (created.statusCode !== 200) throw new Error(`fuzz set-up: to-do answered ${created.statusCode} ${created.body}`);
    return { ...m, groupId, todoId: created.json().data.todoId, jobId };
  }

  /** A to-do (and, if the job was removed, the group) for a member that still exists. */
  async function restock(f: Fixture): Promise<Fixture> {
    const auth = { authorization: `Bearer ${f.token}` };
    const saved = await inject({ method: 'POST', url: `/v1/my-dream/job/${f.jobId}`, headers: auth });
    const groupId = saved.statusCode === 200 ? (saved.json().data.todoGroupId as number) : f.groupId;
    const data = new FormData();
    data.append('todoTitle', '퍼즈 할 일');
    data.append('isPublic', 'true');
    const created = await inject({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: auth, body: data });
    if (created.statusCode !== 200) return withTodo(ACTOR_JOB, true, '퍼즈 할 일', '퍼즈 메모');
    return { ...f, groupId, todoId: created.json().data.todoId };
  }

  // The member whose private to-do must never show: the only dreamer of a job no demo member saved, with the starter
  // to-dos removed so the private one is first in every preview, and a public one beside it so dreamer lists include them.
  const owner = await withTodo(OWNER_JOB, false, marker.title, marker.memo);
  const ownerAuth = { authorization: `Bearer ${owner.token}` };
  const group = (await inject({ method: 'GET', url: `/v1/my-dream/todo-group/${owner.groupId}`, headers: ownerAuth })).json().data;
  for (const todo of group.todos as { todoId: number }[]) {
    if (todo.todoId !== owner.todoId) await inject({ method: 'DELETE', url: `/v1/my-dream/todo/${todo.todoId}`, headers: ownerAuth });
  }
  await inject({
    method: 'POST',
    url: `/v1/my-dream/todo-group/${owner.groupId}`,
    headers: { authorization: `Bearer ${owner.token}` },
    body: (() => {
      const f = new FormData();
      f.append('todoTitle', '공개한 할 일');
      f.append('isPublic', 'true');
      return f;
    })(),
  });
  const other = await member();
  // the other member prepares for the same job, so "dreamers of my jobs" lists show the owner
  await inject({ method: 'POST', url: `/v1/my-dream/job/${OWNER_JOB}`, headers: { authorization: `Bearer ${other.token}` } });
  const actor = await withTodo(ACTOR_JOB, true, '퍼즈 할 일', '퍼즈 메모');
  const forgedKey = new TextEncoder().encode(randomBytes(32).toString('hex'));
  const sign = (claims: Record<string, unknown>, iss = 'saegil', aud = 'saegil-api') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(owner.memberId)).setIssuer(iss).setAudience(aud).setIssuedAt().setExpirationTime('1h').sign(forgedKey);
  const tokens: Record<ForgedCaller, string> = {
    forged: await sign({ sid: 'x', auth_time: Math.floor(Date.now() / 1000) }),
    foreign: await sign({}, 'someone-else', 'another-api'),
    expired: await app.saegil.tokens.signAccessToken(owner.memberId, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    garbage: 'not.a.token',
    'none-alg': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: String(owner.memberId), iss: 'saegil', aud: 'saegil-api', exp: 4102444800 })).toString('base64url')}.`,
  };
  // read-only links (issue 22): the owner's link shows public to-dos only (the default), so the private one must never
  // show through it either; the actor's link is the one the actor's own calls may revoke
  const shareOf = async (f: Fixture) => {
    const made = await inject({ method: 'POST', url: `/v1/my-dream/todo-group/${f.groupId}/shares`, headers: { authorization: `Bearer ${f.token}` }, payload: {} });
    if (made.statusCode !== 201) throw new Error(`fuzz set-up: a link answered ${made.statusCode} ${made.body}`);
    const data = made.json().data as { shareId: number; url: string };
    return { shareId: data.shareId, shareToken: data.url.split('#t=')[1]! };
  };
  const shares = { owner: await shareOf(owner), actor: await shareOf(actor) };
  const postingId = (await inject({ method: 'GET', url: '/v1/recruit/list?pageNum=0' })).json().data?.content?.[0]?.id ?? 1;
  const newActor = () => withTodo(ACTOR_JOB, true, '퍼즈 할 일', '퍼즈 메모');
  return { owner, other, actor, tokens, shares, postingId, image, bigImage, newActor, restock };
}
