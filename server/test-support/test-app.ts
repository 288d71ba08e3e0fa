// The test app of the kit (exported through ./index.ts): a fresh app on a fresh database, members with tokens, and
// the calls most route tests make.
//
//   const t = await buildTestApp();                 // beforeAll; t.close() in afterAll (or: useTestApp())
//   const alice = await t.createMember();           // signed up + logged in: alice.auth is the bearer header
//   const res = await t.app.inject({ method: 'GET', url: '/v1/member/info', headers: alice.auth });
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppOptions } from '../app.ts';
import type { Db } from '../db/client.ts';
import { todoGroups, todos } from '../db/schema.ts';
import type { SeedOptions } from '../db/seed.ts';
import { CURRENT_REQUIRED } from '../domain/consent.ts';
import { DEMO_ACCOUNT } from '../seed/demo.ts';
import { createTestDatabase } from './database.ts';
import { form } from './files.ts';
import type { TestDatabase } from './database.ts';

type FormFields = Parameters<typeof form>[0];

export interface SignUpInput {
  loginId: string;
  password: string;
  nickName: string;
  birthDate: string;
  gender: 'FEMALE' | 'MALE';
  regionCode: number | null;
  /** the consents sent (the current required ones unless a test says otherwise; undefined sends none) */
  consents?: { terms?: string; privacy?: string; news?: boolean } | undefined;
}

export interface TestMember extends SignUpInput {
  memberId: number;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: 'Bearer …' }` for inject headers */
  auth: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  /** a valid sign-up body with a unique login id and nickname (override any field) */
  newMemberInput: (overrides?: Partial<SignUpInput>) => SignUpInput;
  signUp: (overrides?: Partial<SignUpInput>) => Promise<{ memberId: number; input: SignUpInput }>;
  login: (loginId: string, password: string) => Promise<{ accessToken: string; refreshToken: string; memberId: number }>;
  /** sign up + log in */
  createMember: (overrides?: Partial<SignUpInput>) => Promise<TestMember>;
  /** the seeded demo account (saegil2026), logged in */
  demoMember: () => Promise<TestMember>;
  /** an access token for the member that expired a minute ago */
  expiredToken: (memberId: number) => Promise<string>;
  /** save the job for the member (answer 200 expected): the group's id */
  saveJob: (member: TestMember, jobId: number) => Promise<number>;
  /** the member's groups for these jobs with a to-do each, straight into the database (later ids made later) */
  insertJobGroups: (member: TestMember, jobIds: number[]) => Promise<void>;
  /** POST a to-do (multipart) to the group, as the answer; addTodo expects 200 and gives the to-do's id */
  createTodo: (member: TestMember, groupId: number, fields: FormFields) => ReturnType<TestApp['call']>;
  addTodo: (member: TestMember, groupId: number, fields: FormFields) => Promise<number>;
  /** PUT the to-do (multipart), as the answer */
  updateTodo: (member: TestMember, todoId: number, fields: FormFields) => ReturnType<TestApp['call']>;
  /** GET /v1/member/info's data */
  memberInfo: (member: TestMember) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** inject and parse the JSON body */
  call: (options: InjectOptions) => Promise<{ status: number; body: any; response: LightMyRequestResponse }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close: () => Promise<void>;
}

/** A well-formed JWT signed with another secret: TOKEN_INVALID. */
export const FOREIGN_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiaXNzIjoic2FlZ2lsIiwiYXVkIjoic2FlZ2lsLWFwaSIsImV4cCI6NDEwMjQ0NDgwMH0.' +
  'y6l0HfqgX3uM1Nl3T0QQkQ4rA6Vv4Yq7dK7r5cM3Z2E';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
function unique(): string {
  counter += 1;
  return `${randomBytes(3).toString('hex')}${counter.toString(36)}`;
}

export interface BuildTestAppOptions {
  seed?: SeedOptions;
  /** passed to buildApp (e.g. `rateLimit: {}` to test the limits, `handlers` to stub one) */
  app?: Partial<AppOptions>;
}

/**
 * A fresh app on a fresh database (in-memory PGlite from a snapshot, or a new PostgreSQL database when DATABASE_URL
 * is set), seeded small, every reply checked against the contract, rate limits off.
 */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.seed);
  const app = await buildApp({ db: database.db, kind: database.kind, validateResponses: true, rateLimit: false, ...options.app });
  await app.ready();

  const call: TestApp['call'] = async (injectOptions) => {
    const response = await app.inject(injectOptions);
    const type = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, body: type.includes('json') ? response.json() : response.body, response };
  };

  const newMemberInput = (overrides: Partial<SignUpInput> = {}): SignUpInput => {
    const id = unique();
    return {
      loginId: `m${id}`.slice(0, 20),
      password: 'Saegil!2026',
      nickName: `회원${id}`.slice(0, 8),
      birthDate: '1965/04/12',
      gender: 'FEMALE',
      regionCode: 11110,
      consents: { ...CURRENT_REQUIRED },
      ...overrides,
    };
  };

  const signUp: TestApp['signUp'] = async (overrides) => {
    const input = newMemberInput(overrides);
    const { status, body } = await call({ method: 'POST', url: '/v1/member/auth/sign-up', payload: input });
    if (status !== 200) throw new Error(`sign-up failed (${status}): ${JSON.stringify(body)}`);
    return { memberId: body.data.memberId, input };
  };

  const login: TestApp['login'] = async (loginId, password) => {
    const { status, body } = await call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId, password } });
    if (status !== 200) throw new Error(`login failed (${status}): ${JSON.stringify(body)}`);
    return { accessToken: body.data.accessToken, refreshToken: body.data.refreshToken, memberId: body.data.memberId };
  };

  const createMember: TestApp['createMember'] = async (overrides) => {
    const { input } = await signUp(overrides);
    const tokens = await login(input.loginId, input.password);
    return { ...input, ...tokens, auth: bearer(tokens.accessToken) };
  };

  const demoMember: TestApp['demoMember'] = async () => {
    const tokens = await login(DEMO_ACCOUNT.loginId, DEMO_ACCOUNT.password);
    return {
      loginId: DEMO_ACCOUNT.loginId,
      password: DEMO_ACCOUNT.password,
      nickName: DEMO_ACCOUNT.nickName,
      birthDate: DEMO_ACCOUNT.birthDate,
      gender: DEMO_ACCOUNT.gender,
      regionCode: 11110,
      ...tokens,
      auth: bearer(tokens.accessToken),
    };
  };

  const saveJob: TestApp['saveJob'] = async (member, jobId) => {
    const { status, body } = await call({ method: 'POST', url: `/v1/my-dream/job/${jobId}`, headers: member.auth });
    expect(status).toBe(200);
    return body.data.todoGroupId;
  };
  const insertJobGroups: TestApp['insertJobGroups'] = async (member, jobIds) => {
    for (const jobId of jobIds) {
      const [group] = await database.db.insert(todoGroups).values({ memberId: member.memberId, jobId, createdAt: new Date(Date.now() - (100 - jobId) * 60_000) }).returning();
      await database.db.insert(todos).values({ todoGroupId: group!.id, title: `할 일 ${jobId}` });
    }
  };
  const createTodo: TestApp['createTodo'] = (member, groupId, fields) =>
    call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: member.auth, body: form(fields) });
  const addTodo: TestApp['addTodo'] = async (member, groupId, fields) => {
    const { status, body } = await createTodo(member, groupId, fields);
    expect(status).toBe(200);
    return body.data.todoId;
  };

  return {
    app,
    db: database.db,
    database,
    newMemberInput,
    signUp,
    login,
    createMember,
    demoMember,
    saveJob,
    insertJobGroups,
    createTodo,
    addTodo,
    updateTodo: (member, todoId, fields) => call({ method: 'PUT', url: `/v1/my-dream/todo/${todoId}`, headers: member.auth, body: form(fields) }),
    memberInfo: async (member) => (await call({ method: 'GET', url: '/v1/member/info', headers: member.auth })).body.data,
    expiredToken: (memberId) => app.saegil.tokens.signAccessToken(memberId, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    call,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
