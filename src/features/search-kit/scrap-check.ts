// What the recruitment and training searches share about scrap hearts: the check query's caching, reading and
// updating its answer, and the spec's messages.
import type { ScrapCheckListResponse } from '#generated/model/scrapCheckListResponse.zod.ts';
import { isApiError } from '../../shared/http/api-error.ts';

const MINUTE = 60_000;

/** Spec: scrap check 5 min stale with one retry, no refetch on focus; enabled only with ids and a token. */
export function scrapCheckQuery(ids: readonly string[], loggedIn: boolean) {
  return { enabled: loggedIn && ids.length > 0, staleTime: 5 * MINUTE, retry: 1, refetchOnWindowFocus: false } as const;
}

/** 'please use after login' (spec): a logged-out click on a heart in a list. */
export const SCRAP_LOGIN_MESSAGE = '로그인 후 이용해주세요.';
/** The detail modal's disabled heart explains itself. */
export const SCRAP_LOGIN_HINT = '로그인하면 스크랩할 수 있어요.';
/** 'scrap operation failed': the server refused. */
export const SCRAP_FAILED_MESSAGE = '스크랩에 실패했습니다.';
/** 'error during scrap operation': no answer came (network). */
export const SCRAP_ERROR_MESSAGE = '스크랩 중 오류가 발생했습니다.';

export function scrapFailureMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 ? SCRAP_FAILED_MESSAGE : SCRAP_ERROR_MESSAGE;
}

export function isScrappedAt(response: ScrapCheckListResponse | undefined, index: number): boolean {
  if (index < 0) return false;
  return response?.data.find((entry) => entry.index === index)?.isScrap ?? false;
}

/** The check answer with one position set (after a scrap is created or deleted). */
export function withScrapAt(
  response: ScrapCheckListResponse | undefined,
  indexes: readonly number[],
  isScrap: boolean,
): ScrapCheckListResponse | undefined {
  if (!response) return response;
  const rest = response.data.filter((entry) => !indexes.includes(entry.index));
  const changed = indexes.map((index) => ({ index, isScrap }));
  return { ...response, data: [...rest, ...changed].sort((a, b) => a.index - b.index) };
}
