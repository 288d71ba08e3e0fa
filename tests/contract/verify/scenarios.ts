// The provider-verification journey: every operation, valid calls and each documented error a client can provoke
// (missing or bad token, someone else's resource, not found, invalid input, duplicate). Self-contained: it creates
// its own members and cleans up by withdrawing them. Value checks that need real state run only against a server.
// The parts, in order, are in journey/; each hands on the members, tokens and ids the later ones need.
import type { Verifier } from './client.ts';
import { alerts } from './journey/alerts.ts';
import { accounts } from './journey/accounts.ts';
import { catalogue } from './journey/catalogue.ts';
import { PASSWORD, data, startJourney } from './journey/kit.ts';
import { sharing } from './journey/sharing.ts';
import { social } from './journey/social.ts';
import { todos } from './journey/todos.ts';

export async function runScenarios(v: Verifier): Promise<void> {
  const journey = startJourney(v);
  const { expectTrue, stamp, idB } = journey;
  const signedUp = { ...journey, ...(await accounts(journey)) };
  const browsed = { ...signedUp, ...(await catalogue(signedUp)) };
  const planned = { ...browsed, ...(await todos(browsed)) };
  await sharing(planned);
  await alerts(planned);
  await social(planned);
  const { tokenA, tokenB, jobId, privateTodoId } = planned;

  // ── deleting, removing jobs, withdrawal ──
  await v.call('deleteTodo', { params: { todoId: privateTodoId }, token: tokenB, expect: 403, code: 'FORBIDDEN' });
  await v.call('deleteTodo', { params: { todoId: privateTodoId }, token: tokenA, expect: 200 });
  await v.call('deleteTodo', { params: { todoId: privateTodoId }, token: tokenA, expect: 404, code: 'TODO_NOT_FOUND' });
  await v.call('deleteTodo', { params: { todoId: 0 }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('removeMemberJobs', { token: tokenA, json: { jobIds: [] }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('removeMemberJobs', { token: tokenA, json: { jobIds: [jobId] }, expect: 200 });
  const jobsAfter = data(await v.call('getMyTodoJobs', { token: tokenA, expect: 200 }));
  expectTrue(Array.isArray(jobsAfter) && jobsAfter.length === 0, 'a removed job is gone');
  await v.call('withdraw', { token: tokenB, json: { currentPassword: 'Wrong!2026' }, expect: 400, code: 'WRONG_PASSWORD' });
  await v.call('withdraw', { token: tokenB, json: { currentPassword: PASSWORD }, expect: 200 });
  await v.call('getMemberInfo', { token: tokenB, expect: 401 });
  await v.call('login', { json: { loginId: idB, password: PASSWORD }, expect: 401, code: 'LOGIN_FAILED' });
  await v.call('withdraw', { token: tokenA, json: { currentPassword: 'Changed!2026' }, expect: 200 }); // changed in accounts.ts

  // ── the login limit: guessing one account's password is stopped with 429 (last: it blocks that login id a while) ──
  await provokeLoginLimit(v, `vz${stamp}`);
  // ── opening read-only links is limited by address (last too: it blocks this address's opens a minute) ──
  await provokeSharedPlanLimit(v);
}

const SHARED_PLAN_ATTEMPTS = 200;

async function provokeSharedPlanLimit(v: Verifier): Promise<void> {
  const headers = { 'x-share-token': 'AAAAAAAAAAAAAAAAAAAAAAAAAAA' };
  if (!v.prism) {
    for (let attempt = 1; attempt <= SHARED_PLAN_ATTEMPTS; attempt++) {
      const probe = await fetch(`${v.baseUrl}/v1/shared-plan`, { headers: { accept: 'application/json', ...headers } });
      await probe.arrayBuffer();
      if (probe.status === 429) break;
      if (probe.status !== 404) {
        v.failures.push(`shared-plan limit: attempt ${attempt} answered ${probe.status}, expected 404 until 429`);
        return;
      }
      if (attempt === SHARED_PLAN_ATTEMPTS) {
        v.failures.push(`shared-plan limit: ${SHARED_PLAN_ATTEMPTS} opens from one address never answered 429 RATE_LIMITED`);
        return;
      }
    }
  }
  await v.call('getSharedPlan', { headers, expect: 429, code: 'RATE_LIMITED' });
}

const LOGIN_ATTEMPTS = 40;

async function provokeLoginLimit(v: Verifier, loginId: string): Promise<void> {
  if (v.prism) {
    await v.call('login', { json: { loginId, password: 'Wrong!2026' }, expect: 429, code: 'RATE_LIMITED' });
    return;
  }
  for (let attempt = 1; attempt <= LOGIN_ATTEMPTS; attempt++) {
    const probe = await fetch(`${v.baseUrl}/v1/member/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ loginId, password: 'Wrong!2026' }),
    });
    await probe.arrayBuffer();
    if (probe.status === 429) {
      // the limited answer itself, checked like every other
      await v.call('login', { json: { loginId, password: 'Wrong!2026' }, expect: 429, code: 'RATE_LIMITED' });
      return;
    }
    if (probe.status !== 401) {
      v.failures.push(`login limit: attempt ${attempt} answered ${probe.status}, expected 401 until 429`);
      return;
    }
  }
  v.failures.push(`login limit: ${LOGIN_ATTEMPTS} wrong passwords for one login id never answered 429 RATE_LIMITED`);
}
