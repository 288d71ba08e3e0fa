import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  getGetScrapCheckedQueryKey,
  getGetClosingSoonScrapsQueryKey,
  getGetScrappedRecruitsQueryKey,
  useGetScrappedRecruits,
  useUnscrapRecruit,
} from '../../../generated/api/scrap/scrap.ts';
import type { ScrappedRecruit } from '../../../generated/model/scrappedRecruit.zod.ts';
import { deadlineBadgeClass, describePostingDeadline, postingDeadline } from '../../shared/format/deadline.ts';
import { ScrapRemoveButton } from './ScrapRemoveButton.tsx';
import { ScrapResults, type ScrapQueryState } from './ScrapResults.tsx';
import { SCRAP_QUERY, type ScrapFilter } from './scrap-query.ts';
import { useScrapRemoval } from './use-scrap-removal.ts';

interface ScrapListProps {
  filter: ScrapFilter;
  onPage: (page: number) => void;
  onClearRegion: () => void;
}

export function RecruitScraps({ filter, onPage, onClearRegion }: ScrapListProps) {
  const queryClient = useQueryClient();
  const list = useGetScrappedRecruits(
    { pageNum: filter.page, sortBy: filter.sortBy, ...(filter.locName ? { locName: filter.locName } : {}) },
    { query: { ...SCRAP_QUERY, placeholderData: keepPreviousData } },
  );
  const { mutateAsync: unscrap } = useUnscrapRecruit();
  const content = list.data?.data.content ?? [];
  const removal = useScrapRemoval<ScrappedRecruit>({
    items: content,
    keyOf: (item) => item.id,
    titleOf: (item) => item.title,
    remove: (item) => unscrap({ id: item.id, data: { recruitId: item.id } }),
    onRemoved: () => {
      if (content.length === 1 && filter.page > 0) onPage(filter.page - 1);
      void queryClient.invalidateQueries({ queryKey: getGetScrappedRecruitsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetClosingSoonScrapsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetScrapCheckedQueryKey() });
    },
  });

  const state: ScrapQueryState = {
    isPending: list.isPending,
    error: list.isError ? list.error : null,
    refetch: () => void list.refetch(),
    page: filter.page,
    totalPages: list.data?.data.totalPages ?? 0,
  };

  return (
    <ScrapResults
      itemKeys={content.map((item) => item.id)}
      kind="job"
      state={state}
      onPage={onPage}
      removal={removal}
      regionFilter={filter.locName ? { regionName: filter.locName, clear: onClearRegion } : null}
    >
      {content.map((item) => {
        const deadline = postingDeadline(item);
        return (
          <li key={item.scrapId}>
            <article className="scrap-card">
              <div className="scrap-card__top">
                <span className={deadlineBadgeClass(deadline)}>
                  <span aria-hidden="true">{deadline}</span>
                  <span className="visually-hidden">{describePostingDeadline(item)}</span>
                </span>
              </div>
              <p className="scrap-card__sub">{item.companyName}</p>
              <h3 className="scrap-card__title">
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.title}
                  <span className="visually-hidden"> (새 창에서 열림)</span>
                </a>
              </h3>
              <ul className="scrap-card__facts" aria-label="공고 조건">
                <li>{item.locationName}</li>
                <li>{item.experienceLevel}</li>
                <li>{item.jobTypeName}</li>
              </ul>
              <p className="scrap-card__meta">마감일 {item['expiration-date']}</p>
              <ScrapRemoveButton
                itemTitle={item.title}
                deleting={removal.isDeleting(item)}
                onClick={() => removal.ask(item)}
              />
            </article>
          </li>
        );
      })}
    </ScrapResults>
  );
}
