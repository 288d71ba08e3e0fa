/** What a lazily loaded screen shows while its code arrives (also the router's first-load fallback). */
export function PageLoading() {
  return (
    <p role="status" className="page page__lead">
      화면을 불러오는 중이에요…
    </p>
  );
}
