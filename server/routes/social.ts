// 카카오·네이버로 시작하기 (issue 27, docs/decisions/0021): start → the provider → the callback page posts the code
// → a login exactly like a password login, or a sign-up ticket for the profile step; link and unlink on /mypage.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { hashRecoveryCode, newRecoveryCode } from '../auth/recovery-code.ts';
import { NonceMismatch, PROVIDER_NAMES, ProviderFailed, ProviderRefused } from '../auth/social.ts';
import type { ProviderIdentity, SocialProvider } from '../auth/social.ts';
import type { Db } from '../db/client.ts';
import { members, regions, socialFlows, socialLinks } from '../db/schema.ts';
import { consentRows, recordConsents } from '../domain/consent.ts';
import { ApiError, MESSAGES, uniqueViolation } from '../errors.ts';
import type { FieldError } from '../errors.ts';
import { duplicateNickname, isPastRealDate } from './auth.ts';
import { regionExists } from './region.ts';
import type { Handlers, OperationId, RequestBody } from './types.ts';
import type { FastifyRequest } from 'fastify';
import { profileColumns } from '../domain/member-profile.ts';

/** How long a started sign-in may take at the provider, and how long a new member has for the profile step. */
export const FLOW_SECONDS = 10 * 60;
export const TICKET_SECONDS = 30 * 60;

/** Answers that carry one-time values or tokens are kept by nobody. */
export const SOCIAL_HEADERS: Partial<Record<OperationId, Record<string, string>>> = {
  startSocialLogin: { 'cache-control': 'no-store' },
  finishSocialLogin: { 'cache-control': 'no-store' },
  socialSignUp: { 'cache-control': 'no-store' },
  startSocialLink: { 'cache-control': 'no-store' },
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

const stateMismatch = () => new ApiError(400, 'SOCIAL_STATE_MISMATCH', MESSAGES.SOCIAL_STATE_MISMATCH);
const alreadyUsed = () => new ApiError(409, 'SOCIAL_ALREADY_USED', MESSAGES.SOCIAL_ALREADY_USED);
const ticketInvalid = () => new ApiError(400, 'SOCIAL_TICKET_INVALID', MESSAGES.SOCIAL_TICKET_INVALID);
const linkedElsewhere = (p: SocialProvider) =>
  new ApiError(409, 'SOCIAL_LINKED_ELSEWHERE', `이 ${PROVIDER_NAMES[p]} 계정은 이미 다른 새길 회원에게 연결되어 있어요.`);
const alreadyLinked = (p: SocialProvider) =>
  new ApiError(409, 'SOCIAL_ALREADY_LINKED', `이미 ${PROVIDER_NAMES[p]} 계정이 연결되어 있어요. 다른 계정을 쓰려면 먼저 연결을 끊어주세요.`);
const providerFailed = (p: SocialProvider) =>
  new ApiError(502, 'SOCIAL_PROVIDER_FAILED', `${PROVIDER_NAMES[p]}에 연결하지 못했어요. 잠시 후 다시 해주세요.`);

/** The provider of the path when this server is configured for it; 404 SOCIAL_UNAVAILABLE otherwise. */
function configured(request: FastifyRequest, provider: SocialProvider): SocialProvider {
  if (!request.server.saegil.social.providers().includes(provider)) {
    throw new ApiError(404, 'SOCIAL_UNAVAILABLE', `지금은 ${PROVIDER_NAMES[provider]}로 시작할 수 없어요. 아이디로 로그인해주세요.`);
  }
  return provider;
}

async function startFlow(db: Db, request: FastifyRequest, provider: SocialProvider, memberId: number | null) {
  let started;
  try {
    started = await request.server.saegil.social.start(provider);
  } catch (err) {
    if (err instanceof ProviderFailed) throw providerFailed(provider);
    throw err;
  }
  const browserKey = randomToken();
  const now = Date.now();
  // old flows go as new ones come: a finished sign-in is kept until its ticket's end (reuse is told apart till then)
  await db
    .delete(socialFlows)
    .where(and(lt(socialFlows.expiresAt, new Date(now)), or(isNull(socialFlows.ticketExpiresAt), lt(socialFlows.ticketExpiresAt, new Date(now)))));
  await db.insert(socialFlows).values({
    provider,
    stateHash: sha256(started.state),
    browserKeyHash: sha256(browserKey),
    nonce: started.nonce,
    codeVerifier: started.codeVerifier,
    memberId,
    expiresAt: new Date(now + FLOW_SECONDS * 1000),
  });
  return { authorizeUrl: started.authorizeUrl, browserKey };
}

type FinishBody = RequestBody<'finishSocialLogin'>;

/** The stored flow of this state, spent now, and who the provider says the person is. */
async function finishFlow(db: Db, request: FastifyRequest, provider: SocialProvider, body: FinishBody, memberId: number | null) {
  const [flow] = await db
    .select()
    .from(socialFlows)
    .where(and(eq(socialFlows.stateHash, sha256(body.state)), eq(socialFlows.provider, provider)));
  if (!flow) throw stateMismatch();
  if (flow.finishedAt) throw alreadyUsed();
  if (flow.expiresAt.getTime() < Date.now() || flow.browserKeyHash !== sha256(body.browserKey) || flow.memberId !== memberId) throw stateMismatch();
  // spent before the provider is asked: the same state (and its code) a second time is refused whatever happens next
  const [spent] = await db
    .update(socialFlows)
    .set({ finishedAt: new Date() })
    .where(and(eq(socialFlows.id, flow.id), isNull(socialFlows.finishedAt)))
    .returning({ id: socialFlows.id });
  if (!spent) throw alreadyUsed();
  const name = PROVIDER_NAMES[provider];
  if (body.error !== undefined) {
    if (body.error === 'access_denied') {
      throw new ApiError(400, 'SOCIAL_CANCELLED', `${name} 로그인을 취소했어요. 다시 하려면 처음부터 해주세요.`);
    }
    throw new ApiError(400, 'SOCIAL_REFUSED', `${name}가 로그인을 받아주지 않았어요. 처음부터 다시 해주세요.`);
  }
  const refused = () => new ApiError(400, 'SOCIAL_REFUSED', `${name}가 로그인을 받아주지 않았어요. 처음부터 다시 해주세요.`);
  if (body.code === undefined) throw refused();
  let identity: ProviderIdentity;
  try {
    identity = await request.server.saegil.social.exchange(provider, { code: body.code, state: body.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
  } catch (err) {
    if (err instanceof NonceMismatch) throw stateMismatch();
    if (err instanceof ProviderRefused) throw refused();
    if (err instanceof ProviderFailed) throw providerFailed(provider);
    throw err;
  }
  return { flowId: flow.id, identity };
}

/** What a login answers (the password login's fields), plus the login id and whether there is a password. */
async function session(db: Db, request: FastifyRequest, memberId: number, authTime: Date | undefined) {
  const [member] = await db
    .select({ nickname: members.nickname, loginId: members.loginId, passwordHash: members.passwordHash, regionName: regions.regionName })
    .from(members)
    .leftJoin(regions, eq(regions.regionCode, members.regionCode))
    .where(eq(members.id, memberId));
  if (!member) throw stateMismatch(); // withdrawn in between
  const tokens = await request.server.saegil.tokens.issueTokens(memberId, { authTime });
  return {
    ...tokens,
    nickname: member.nickname,
    memberId,
    regionName: member.regionName ?? null,
    loginId: member.loginId,
    hasPassword: member.passwordHash !== null,
  };
}

async function linksOf(db: Db, memberId: number) {
  const rows = await db
    .select({ provider: socialLinks.provider, linkedAt: socialLinks.createdAt })
    .from(socialLinks)
    .where(eq(socialLinks.memberId, memberId))
    .orderBy(asc(socialLinks.provider));
  const [member] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
  return {
    links: rows.map((row) => ({ provider: row.provider as SocialProvider, linkedAt: row.linkedAt.toISOString() })),
    hasPassword: member?.passwordHash != null,
  };
}

/** A login id for a member who did not choose one: the provider's name and 7 random letters or digits (ASCII, like
 *  the sign-up rule), shown after a provider login so it can be used with a password set later. */
function newLoginId(provider: SocialProvider): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(7);
  return provider + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export const handlers: Handlers = {
  async getSocialProviders({ request }) {
    return { providers: request.server.saegil.social.providers() };
  },

  async startSocialLogin({ db, params, request }) {
    return startFlow(db, request, configured(request, params.provider), null);
  },

  async finishSocialLogin({ db, params, body, request }) {
    const provider = configured(request, params.provider);
    const { flowId, identity } = await finishFlow(db, request, provider, body, null);
    const authTime = identity.authTime !== undefined ? new Date(identity.authTime * 1000) : new Date();
    const [link] = await db
      .select({ memberId: socialLinks.memberId })
      .from(socialLinks)
      .where(and(eq(socialLinks.provider, provider), eq(socialLinks.subject, identity.subject)));
    if (link) return { outcome: 'loggedIn' as const, session: await session(db, request, link.memberId, authTime), signUp: null };
    const ticket = randomToken();
    await db
      .update(socialFlows)
      .set({ subject: identity.subject, ticketHash: sha256(ticket), ticketExpiresAt: new Date(Date.now() + TICKET_SECONDS * 1000), authTime })
      .where(eq(socialFlows.id, flowId));
    return { outcome: 'signUpNeeded' as const, session: null, signUp: { ticket, expiresInSeconds: TICKET_SECONDS } };
  },

  async socialSignUp({ db, body, request }) {
    const consents = consentRows(body.consents, { signUp: true });
    const errors: FieldError[] = [];
    if (!isPastRealDate(body.birthDate)) errors.push({ field: 'body.birthDate', message: '올바른 생년월일을 입력해주세요.' });
    if (body.regionCode === null) errors.push({ field: 'body.regionCode', message: '거주 지역을 선택해주세요.' });
    else if (!(await regionExists(db, body.regionCode))) errors.push({ field: 'body.regionCode', message: '존재하지 않는 지역입니다.' });
    if (errors.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', MESSAGES.VALIDATION_FAILED, errors);

    const ticketHash = sha256(body.ticket);
    const [flow] = await db
      .select()
      .from(socialFlows)
      .where(and(eq(socialFlows.ticketHash, ticketHash), gt(socialFlows.ticketExpiresAt, new Date())));
    if (!flow?.subject) throw ticketInvalid();
    const provider = flow.provider as SocialProvider;
    const [takenNickname] = await db.select({ id: members.id }).from(members).where(eq(members.nickname, body.nickName));
    if (takenNickname) throw duplicateNickname();
    const [linked] = await db
      .select({ id: socialLinks.id })
      .from(socialLinks)
      .where(and(eq(socialLinks.provider, provider), eq(socialLinks.subject, flow.subject)));
    if (linked) throw linkedElsewhere(provider);

    const recoveryCode = newRecoveryCode();
    const recoveryCodeHash = await hashRecoveryCode(recoveryCode);
    let memberId: number | undefined;
    for (let attempt = 0; memberId === undefined; attempt++) {
      try {
        memberId = await db.transaction(async (tx) => {
          // the ticket is spent with the sign-up: two sign-ups with one ticket, one wins
          const [spent] = await tx
            .update(socialFlows)
            .set({ ticketHash: null })
            .where(and(eq(socialFlows.id, flow.id), eq(socialFlows.ticketHash, ticketHash)))
            .returning({ id: socialFlows.id });
          if (!spent) throw ticketInvalid();
          const [member] = await tx
            .insert(members)
            .values({
              loginId: newLoginId(provider),
              passwordHash: null,
              recoveryCodeHash,
              ...profileColumns(body),
            })
            .returning({ id: members.id });
          await tx.insert(socialLinks).values({ memberId: member!.id, provider, subject: flow.subject! });
          await recordConsents(tx, member!.id, consents);
          return member!.id;
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint?.includes('nickname')) throw duplicateNickname();
        if (constraint?.includes('social_links')) throw linkedElsewhere(provider);
        if (constraint?.includes('login') && attempt < 3) continue; // a drawn login id was taken: draw again
        throw err;
      }
    }
    return { session: await session(db, request, memberId, flow.authTime ?? undefined), recoveryCode };
  },

  async getSocialLinks({ db, memberId }) {
    return linksOf(db, memberId!);
  },

  async startSocialLink({ db, memberId, params, request }) {
    const provider = configured(request, params.provider);
    const [mine] = await db
      .select({ id: socialLinks.id })
      .from(socialLinks)
      .where(and(eq(socialLinks.memberId, memberId!), eq(socialLinks.provider, provider)));
    if (mine) throw alreadyLinked(provider);
    return startFlow(db, request, provider, memberId!);
  },

  async finishSocialLink({ db, memberId, params, body, request }) {
    const provider = configured(request, params.provider);
    const { identity } = await finishFlow(db, request, provider, body, memberId!);
    const [owner] = await db
      .select({ memberId: socialLinks.memberId })
      .from(socialLinks)
      .where(and(eq(socialLinks.provider, provider), eq(socialLinks.subject, identity.subject)));
    if (owner && owner.memberId !== memberId) throw linkedElsewhere(provider);
    if (!owner) {
      try {
        await db.insert(socialLinks).values({ memberId: memberId!, provider, subject: identity.subject });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'social_links_member_provider_key') throw alreadyLinked(provider);
        if (constraint) throw linkedElsewhere(provider);
        throw err;
      }
    }
    return linksOf(db, memberId!);
  },

  async unlinkSocial({ db, memberId, params }) {
    const provider = params.provider;
    await db.transaction(async (tx) => {
      // the member row locked: two unlinks at once cannot both see "another way is left"
      const [me] = await tx.execute<{ password_hash: string | null }>(
        sql`select password_hash from members where id = ${memberId!} for update`,
      ).then((r) => (Array.isArray(r) ? r : (r as { rows: { password_hash: string | null }[] }).rows));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(socialLinks).where(eq(socialLinks.memberId, memberId!));
      const [mine] = await tx
        .select({ id: socialLinks.id })
        .from(socialLinks)
        .where(and(eq(socialLinks.memberId, memberId!), eq(socialLinks.provider, provider)));
      if (!mine) return;
      if (!me?.password_hash && Number(n) <= 1) throw new ApiError(409, 'LAST_LOGIN_METHOD', MESSAGES.LAST_LOGIN_METHOD);
      await tx.delete(socialLinks).where(eq(socialLinks.id, mine.id));
    });
    return linksOf(db, memberId!);
  },
};
