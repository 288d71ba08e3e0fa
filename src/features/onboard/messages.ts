// The spec's recommendation errors, in plain Korean (the spec gives them in English only).
export const RECOMMEND_FAILED = '추천 결과를 만들지 못했습니다. 다시 시도해주세요.';
export const RECOMMEND_EMPTY = '추천 결과가 없습니다.';
// The confirmation step (issue 25.9): an empty questionnaire gives no jobs and no reasons, and says why.
export const ENOUGH_ANSWERS = 3;
export const NO_ANSWERS = `답하신 질문이 없어요. 답이 없으면 어울리는 직업을 고를 수 없어요. 질문 ${ENOUGH_ANSWERS}개 이상에 답해 주세요.`;
export const fewAnswers = (answered: number) =>
  `답하신 질문이 ${answered}개예요. ${ENOUGH_ANSWERS}개 이상 답하시면 더 잘 맞는 직업을 골라 드릴 수 있어요.`;
export const foundJobs = (count: number) => `어울리는 직업 ${count}가지를 찾았어요.`;
