import { errorMessage, isApiError } from '../../shared/http/api-error.ts';

export type ScrapKind = 'job' | 'edu';

export const SCRAP_LOADING = '로딩 중...';
export const SCRAP_DELETE_QUESTION = '스크랩을 삭제하시겠습니까?';
export const SCRAP_DELETE_FAILED = '스크랩 삭제에 실패했습니다. 다시 시도해주세요.';
export const TRAINING_SCRAP_DELETED = '교육 스크랩이 성공적으로 삭제되었습니다.';
export const SCRAP_SHAPE_MISMATCH = 'API 응답 데이터 형식이 올바르지 않습니다.';
export const SCRAP_SORTS = ['최신 순', '오래된 순'] as const;
export type ScrapSort = (typeof SCRAP_SORTS)[number];
export const REGION_DEFAULT_LABEL = '지역 선택';

export function scrapEmptyMessage(kind: ScrapKind): string {
  return `스크랩한 ${kind === 'job' ? '채용' : '학원'} 정보가 아직 없어요!`;
}

/** Empty only because of the region filter: say so, so the member does not think the scraps are gone (명세에 없어 정함). */
export function scrapFilteredEmptyMessage(kind: ScrapKind, regionName: string): string {
  return `${regionName}의 스크랩한 ${kind === 'job' ? '채용' : '학원'} 정보는 없어요. 지역 해제를 누르면 모든 지역의 스크랩이 보여요.`;
}

/** '오류: {message}'; a list that doesn't match the expected shape gets the spec's own sentence. */
export function scrapListErrorMessage(error: unknown): string {
  const message = isApiError(error) && error.code === 'RESPONSE_SHAPE_MISMATCH' ? SCRAP_SHAPE_MISMATCH : errorMessage(error);
  return `오류: ${message}`;
}
