import { useGoBack } from './use-go-back.ts';

/** '뒤로 가기' with a visible arrow; goes to `fallback` when the page was opened directly. */
export function BackButton({ fallback }: { fallback: string }) {
  const goBack = useGoBack(fallback);
  return (
    <button type="button" className="button button--secondary back-button" onClick={goBack}>
      <span aria-hidden="true">←</span> 뒤로 가기
    </button>
  );
}
