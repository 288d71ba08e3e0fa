// The spec's recommendation errors, in plain Korean (the spec gives them in English only).
export const RECOMMEND_FAILED = '추천 결과를 만들지 못했습니다. 다시 시도해주세요.';
export const RECOMMEND_EMPTY = '추천 결과가 없습니다.';
