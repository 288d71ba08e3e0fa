// A to-do turning private while someone else reads it: the answer must be decided on the row it shows. Four readers
// poll a to-do whose owner makes it private (with a secret title and memo) and public again, 40 times; no answer to
// someone else may carry a private title, a private memo or the owner's image pass. Run on PGlite and on PostgreSQL
// (DATABASE_URL), where the readers' queries and the owner's writes run on separate connections at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { jobIdOf, testImage, useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const FLIPS = 40;
const READERS = 4;

const t = useTestApp();
let owner: TestMember;
let other: TestMember;
let groupId: number;

beforeAll(async () => {
  owner = await t.createMember();
  other = await t.createMember();
  groupId = await t.saveJob(owner, jobIdOf('요양보호사'));
});

interface Tally {
  answers: number;
  /** 200s that showed the to-do */
  shown: number;
  /** the private to-do's refusals (400 TODO_MEMO_NOT_PUBLIC) */
  refused: number;
  /** one line for each answer that showed what only the owner may see */
  leaks: string[];
}

/** What in an answer to someone else only the owner may see. */
function leaksIn(body: string): string[] {
  const found: string[] = [];
  if (body.includes('비밀제목')) found.push('private title');
  if (body.includes('비밀메모')) found.push('private memo');
  if (body.includes('access=')) found.push("owner's image pass");
  return found;
}

/** The owner flips the to-do private and public again FLIPS times while READERS readers poll `url`; their tally. */
async function race(url: (todoId: number) => string, headers: Record<string, string>): Promise<Tally> {
  const todoId = await t.addTodo(owner, groupId, { todoTitle: '공개제목', isPublic: 'true', memoText: '공개메모', images: [await testImage('png')] });
  const tally: Tally = { answers: 0, shown: 0, refused: 0, leaks: [] };
  let flipping = true;
  const reader = async () => {
    while (flipping) {
      // a turn for the owner's request: PGlite answers without ever leaving the microtask queue
      await new Promise((resolve) => setImmediate(resolve));
      const answer = await t.app.inject({ method: 'GET', url: url(todoId), headers });
      tally.answers += 1;
      if (answer.statusCode === 200) tally.shown += 1;
      else if (answer.statusCode === 400 && answer.json().code === 'TODO_MEMO_NOT_PUBLIC') tally.refused += 1;
      else tally.leaks.push(`unexpected ${answer.statusCode}: ${answer.body}`);
      const leaks = leaksIn(answer.body);
      if (leaks.length > 0) tally.leaks.push(`flip ${/비밀(?:제목|메모)(\d+)/.exec(answer.body)?.[1] ?? '?'}: ${leaks.join(', ')}`);
    }
  };
  const flipper = async () => {
    try {
      for (let flip = 1; flip <= FLIPS; flip++) {
        const secret = await t.updateTodo(owner, todoId, { todoTitle: `비밀제목${flip}`, isPublic: 'false', memoText: `비밀메모${flip}` });
        expect(secret.status).toBe(200);
        const open = await t.updateTodo(owner, todoId, { todoTitle: '공개제목', isPublic: 'true', memoText: '공개메모' });
        expect(open.status).toBe(200);
      }
    } finally {
      flipping = false;
    }
  };
  await Promise.all([flipper(), ...Array.from({ length: READERS }, reader)]);
  return tally;
}

describe('a to-do made private while others read it', () => {
  it('reaches a visitor reading its memo (GET /v1/todo/{id}/memo) as public or refused, never private', async () => {
    const tally = await race((todoId) => `/v1/todo/${todoId}/memo`, {});
    expect(tally.leaks).toEqual([]);
    expect(tally.shown + tally.refused).toBe(tally.answers);
  });

  it('reaches another member (GET /v1/my-dream/todo/{id}) as public or refused, never private', async () => {
    const tally = await race((todoId) => `/v1/my-dream/todo/${todoId}`, other.auth);
    expect(tally.leaks).toEqual([]);
    expect(tally.shown + tally.refused).toBe(tally.answers);
  });

  it('still gives the owner the pass to the private images', async () => {
    const todoId = await t.addTodo(owner, groupId, { todoTitle: '비밀제목', memoText: '비밀메모', images: [await testImage('png')] });
    const mine = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${todoId}`, headers: owner.auth });
    expect(mine.body.data.images[0].imageUrl).toContain('access=');
    expect(leaksIn(mine.response.body)).toEqual(['private title', 'private memo', "owner's image pass"]);
  });
});
