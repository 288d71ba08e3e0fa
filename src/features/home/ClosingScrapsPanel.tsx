import { useGetClosingSoonScraps } from '#generated/api/scrap/scrap.ts';
import { deadlineBadgeClass, describePostingDeadline, postingDeadline } from '../../shared/format/deadline.ts';
import { paths } from '../../shared/routing/paths.ts';
import { ExampleBadge, ExampleNote, ExampleSearchLink, SiteTitle } from '../../shared/ui/ExampleMark.tsx';
import { ErrorState } from '../../shared/ui/StateMessage.tsx';
import { HomeSection } from './HomeSection.tsx';
import { LOAD_FAILED } from './messages.ts';
import '../search-kit/deadline-badge.css';
import './closing-scraps.css';

/**
 * '마감이 다가오는 스크랩': the member's scrapped postings closing within 7 days, nearest first. Shown only when there
 * are any (nothing while loading, so the page does not jump); a failure says so with a retry.
 */
export function ClosingScrapsPanel() {
  const closing = useGetClosingSoonScraps();
  const scraps = closing.data?.data ?? [];
  if (closing.isPending || (closing.isSuccess && scraps.length === 0)) return null;

  return (
    <HomeSection
      id="home-closing-title"
      className="home-closing"
      title="마감이 다가오는 스크랩"
      more={{ to: paths.scrapJob, label: '스크랩한 채용 정보 보기' }}
    >
      {closing.isError ? (
        <ErrorState message={LOAD_FAILED} onRetry={() => void closing.refetch()} />
      ) : (
        <>
          {scraps.some((scrap) => scrap.isExample) && <ExampleNote kind="posting" />}
          <ul className="home-closing__list">
            {scraps.map((scrap) => {
              const deadline = postingDeadline(scrap);
              return (
                <li key={scrap.scrapId} className="home-closing__item">
                  <span className={deadlineBadgeClass(deadline)}>
                    <span aria-hidden="true">{deadline}</span>
                    <span className="visually-hidden">{describePostingDeadline(scrap)}</span>
                  </span>
                  {scrap.isExample && <ExampleBadge />}
                  <span className="home-closing__text">
                    <SiteTitle item={scrap} href={scrap.url} className="home-closing__title" />
                    <span className="home-closing__meta">
                      {scrap.companyName} · 마감일 <span className="nowrap">{scrap['expiration-date']}</span>
                    </span>
                    {scrap.isExample && <ExampleSearchLink kind="posting" href={scrap.url} />}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </HomeSection>
  );
}
