export type MemoMode = 'add' | 'edit' | 'view';

/** Spec: edit when the path contains edit; view on the memo path; add otherwise. */
export function memoMode(pathname: string): MemoMode {
  if (pathname.includes('/edit/')) return 'edit';
  if (pathname.includes('/memo/')) return 'view';
  return 'add';
}

/** the view has no submit button (a greyed '메모 보기' button looked broken) */
export const SUBMIT_LABELS: Record<Exclude<MemoMode, 'view'>, string> = {
  add: '메모 저장하기',
  edit: '메모 수정하기',
};
export const SAVING_LABEL = '저장 중...';

export const SAVED_MESSAGES = { add: '메모가 저장되었습니다.', edit: '메모가 업데이트되었습니다.' } as const;
export const SAVE_FAILED_MESSAGES = { add: '메모 저장에 실패했습니다.', edit: '메모 업데이트에 실패했습니다.' } as const;
export const TITLE_REQUIRED_MESSAGE = '할 일 제목을 입력해주세요.';
export const TITLE_PLACEHOLDER = '할 일을 입력해주세요';
