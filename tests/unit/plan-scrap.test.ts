import { describe, expect, it } from 'vitest';
import { scrapTrainingBody, toSlashDate } from '../../src/features/search-kit/training-scrap.ts';
import { scrapEmptyMessage, scrapListErrorMessage } from '../../src/features/scraps/scrap-messages.ts';
import { ApiError } from '../../src/shared/http/api-error.ts';
import {
  isScrappedAt,
  SCRAP_ERROR_MESSAGE,
  SCRAP_FAILED_MESSAGE,
  scrapCheckQuery,
  scrapFailureMessage,
  withScrapAt,
} from '../../src/features/search-kit/scrap-check.ts';

const answer = (flags: boolean[]) => ({
  success: true as const,
  timestamp: '2026-11-22T09:30:00.000Z',
  data: flags.map((isScrap, index) => ({ index, isScrap })),
});

describe('scrap hearts', () => {
  it('the check runs only with ids and a token, 5 min stale, one retry, no refetch on focus', () => {
    expect(scrapCheckQuery(['1'], true)).toEqual({ enabled: true, staleTime: 300_000, retry: 1, refetchOnWindowFocus: false });
    expect(scrapCheckQuery([], true).enabled).toBe(false);
    expect(scrapCheckQuery(['1'], false).enabled).toBe(false);
  });

  it('reads a ticked heart by position', () => {
    const checked = answer([false, true]);
    expect(isScrappedAt(checked, 0)).toBe(false);
    expect(isScrappedAt(checked, 1)).toBe(true);
    expect(isScrappedAt(checked, 5)).toBe(false);
    expect(isScrappedAt(checked, -1)).toBe(false);
    expect(isScrappedAt(undefined, 0)).toBe(false);
  });

  it('sets the positions of a toggled item (a course may appear in several rounds)', () => {
    expect(withScrapAt(answer([false, true, false]), [0, 2], true)?.data).toEqual([
      { index: 0, isScrap: true },
      { index: 1, isScrap: true },
      { index: 2, isScrap: true },
    ]);
    expect(withScrapAt(answer([true]), [0], false)?.data).toEqual([{ index: 0, isScrap: false }]);
    expect(withScrapAt(undefined, [0], true)).toBeUndefined();
  });

  it("'scrap operation failed' when the server refused, 'error during scrap operation' when no answer came", () => {
    expect(scrapFailureMessage(new ApiError(404, 'NOT_FOUND', '없는 과정입니다.'))).toBe(SCRAP_FAILED_MESSAGE);
    expect(SCRAP_FAILED_MESSAGE).toBe('스크랩에 실패했습니다.');
    expect(scrapFailureMessage(ApiError.client('NETWORK_ERROR'))).toBe(SCRAP_ERROR_MESSAGE);
    expect(scrapFailureMessage(new TypeError('boom'))).toBe('스크랩 중 오류가 발생했습니다.');
  });

  it('training scrap dates are sent with slashes', () => {
    expect(toSlashDate('2026-12-01')).toBe('2026/12/01');
    expect(
      scrapTrainingBody({
        isExample: false,
        address: '서울특별시 종로구 종로 51',
        realMan: '350,000',
        subTitle: '종로요양보호사교육원',
        title: '요양보호사 자격 취득 과정',
        titleLink: 'https://www.work24.go.kr/',
        traStartDate: '2026-12-01',
        traEndDate: '2027-02-26',
        traDuration: '3개월',
        trainstCstId: '500020054321',
        trprDegr: '3',
        trprId: 'AIG20240000412345',
        yardMan: 0,
        eiEmplRate3: null,
        eiEmplRate6: null,
        stdgScor: null,
        courseMan: null,
        type: '이론 위주',
      }),
    ).toEqual({
      trprId: 'AIG20240000412345',
      trprDegr: '3',
      trainstCstId: '500020054321',
      traStartDate: '2026/12/01',
      traEndDate: '2027/02/26',
    });
  });
});

describe('scrap lists', () => {
  it('empty states name the kind', () => {
    expect(scrapEmptyMessage('job')).toBe('스크랩한 채용 정보가 아직 없어요!');
    expect(scrapEmptyMessage('edu')).toBe('스크랩한 학원 정보가 아직 없어요!');
  });

  it("errors read '오류: {message}'; a shape mismatch has its own sentence", () => {
    expect(scrapListErrorMessage(new ApiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.'))).toBe(
      '오류: 일시적인 오류가 발생했습니다.',
    );
    expect(scrapListErrorMessage(ApiError.client('RESPONSE_SHAPE_MISMATCH', 200))).toBe(
      '오류: API 응답 데이터 형식이 올바르지 않습니다.',
    );
  });
});
