// Texts the spec gives in English only, in plain Korean. SAVE_FAILED is the contract's own fallback text.
export const RECOMMEND_EMPTY = '추천 결과가 없습니다.';
export const SAVE_FAILED = '직업 담기에 실패했습니다. 다시 시도해주세요.';
export const LOGIN_REQUIRED = '로그인 후 이용해주세요.';
/** after LOGIN_REQUIRED: logging in from the dialog loses neither the results nor the choice (명세에 없어 정함) */
export const LOGIN_THEN_SAVED = '로그인하면 이 추천 결과로 돌아와 고르신 직업을 바로 담아 드려요.';
export const savedMessage = (jobTitle: string) => `'${jobTitle}' 직업을 담았어요. 나의 할 일에서 준비를 시작해 보세요.`;
