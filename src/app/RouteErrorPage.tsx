import { useState } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '../shared/routing/paths.ts';
import { isStaleChunkError, pageReload, reloadOnceForNewVersion } from '../shared/routing/stale-chunk.ts';
import { PageLoading } from '../shared/ui/PageLoading.tsx';
import './route-error.css';

export const ROUTE_ERROR_TITLE = '화면을 보여드리지 못했어요';
export const ROUTE_ERROR_TEXT = '일시적인 문제가 생겼어요. 다시 시도하거나 홈으로 가서 다시 시작해 주세요.';

/** Every layout's and screen's error element: plain Korean, 다시 시도 and 홈으로, never react-router's own page. A screen
 *  whose code is gone after a deploy reloads the page once instead. */
export function RouteErrorPage() {
  const error = useRouteError();
  // decided once per error page, after the router has moved to the address whose screen failed (a reload reloads it)
  const [reloading] = useState(() => isStaleChunkError(error) && reloadOnceForNewVersion());
  if (reloading) return <PageLoading />;
  return (
    <section className="page" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="page__title">
        {ROUTE_ERROR_TITLE}
      </h1>
      <p className="page__lead">{ROUTE_ERROR_TEXT}</p>
      <p className="route-error__actions">
        <button type="button" className="button" onClick={() => pageReload.run()}>
          다시 시도
        </button>
        <Link to={paths.home} className="button button--secondary" reloadDocument>
          홈으로
        </Link>
      </p>
    </section>
  );
}
