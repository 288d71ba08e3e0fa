// Home texts the spec gives in English only, in plain Korean.
export const LOAD_FAILED = '데이터를 불러오지 못했습니다.';
export const NO_DREAMERS = '아직 함께 꿈꾸는 드리머가 없어요.';
export const NO_RECRUITS = '아직 올라온 채용 공고가 없어요.';
export const TICK_FAILED = '할 일 상태를 바꾸지 못했습니다. 다시 시도해주세요.';
export const ticked = (completed: boolean) => (completed ? '할 일을 완료했어요.' : '할 일을 다시 진행 중으로 바꿨어요.');
export const NO_OPEN_POSTINGS = '지금은 진행 중인 채용 공고가 없어요.';
