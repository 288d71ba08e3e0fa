import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  getGetScrapCheckedQueryKey,
  getGetScrappedTrainingsQueryKey,
  useGetScrappedTrainings,
  useUnscrapTraining,
} from '../../../generated/api/scrap/scrap.ts';
import type { ScrappedTraining } from '../../../generated/model/scrappedTraining.zod.ts';
import { ScrapRemoveButton } from './ScrapRemoveButton.tsx';
import { ScrapResults, type ScrapQueryState } from './ScrapResults.tsx';
import { TRAINING_SCRAP_DELETED } from './scrap-messages.ts';
import { SCRAP_QUERY, type ScrapFilter } from './scrap-query.ts';
import { useScrapRemoval } from './use-scrap-removal.ts';

interface ScrapListProps {
  filter: ScrapFilter;
  onPage: (page: number) => void;
  onClearRegion: () => void;
}

export function TrainingScraps({ filter, onPage, onClearRegion }: ScrapListProps) {
  const queryClient = useQueryClient();
  const list = useGetScrappedTrainings(
    { pageNum: filter.page, sortBy: filter.sortBy, ...(filter.locName ? { locName: filter.locName } : {}) },
    { query: { ...SCRAP_QUERY, placeholderData: keepPreviousData } },
  );
  const { mutateAsync: unscrap } = useUnscrapTraining();
  const content = list.data?.data.content ?? [];
  const removal = useScrapRemoval<ScrappedTraining>({
    items: content,
    keyOf: (item) => item.trprId,
    titleOf: (item) => item.title,
    remove: (item) => unscrap({ trprId: item.trprId, data: { trainingId: item.trprId } }),
    onRemoved: () => {
      if (content.length === 1 && filter.page > 0) onPage(filter.page - 1);
      void queryClient.invalidateQueries({ queryKey: getGetScrappedTrainingsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetScrapCheckedQueryKey() });
      removal.showNotice(TRAINING_SCRAP_DELETED);
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
      itemKeys={content.map((item) => item.trprId)}
      kind="edu"
      state={state}
      onPage={onPage}
      removal={removal}
      regionFilter={filter.locName ? { regionName: filter.locName, clear: onClearRegion } : null}
    >
      {content.map((item) => (
        <li key={item.scrapId}>
          <article className="scrap-card">
            <div className="scrap-card__top">
              <span className="scrap-card__round">{item.trprDegr}회차</span>
            </div>
            <p className="scrap-card__sub">{item.subTitle}</p>
            <h3 className="scrap-card__title">
              <a href={item.titleLink} target="_blank" rel="noopener noreferrer">
                {item.title}
                <span className="visually-hidden"> (새 창에서 열림)</span>
              </a>
            </h3>
            <p className="scrap-card__meta">{item.address}</p>
            <p className="scrap-card__meta">
              교육 기간 {item.traDuration} · 수강료 {item.realMan}원
            </p>
            <ScrapRemoveButton
              itemTitle={item.title}
              deleting={removal.isDeleting(item)}
              onClick={() => removal.ask(item)}
            />
          </article>
        </li>
      ))}
    </ScrapResults>
  );
}
