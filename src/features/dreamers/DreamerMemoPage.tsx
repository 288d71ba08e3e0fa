import { useParams } from 'react-router-dom';
import { useGetDreamerTodoMemo } from '#generated/api/dreamer/dreamer.ts';
import type { TodoDetail } from '#generated/model/todoDetail.zod.ts';
import { YoutubeEmbed } from '../../shared/media/YoutubeEmbed.tsx';
import { isYoutubeLink } from '../../shared/media/youtube.ts';
import { paths } from '../../shared/routing/paths.ts';
import { parseRouteId } from '../../shared/routing/route-id.ts';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { DreamerPage, TitledState } from './TitledState.tsx';
import { isMemoRefusal, MEMO_LOAD_FAILED, MEMO_UNAVAILABLE, memoErrorMessage, NO_IMAGES } from './messages.ts';
import { useGoBack } from './use-go-back.ts';
import './dreamers.css';

const MEMO_LIMIT = 5000;
const FIVE_MINUTES = 5 * 60_000;

/** /othertodo/memo/{todoId}: another member's memo, read-only. */
export function DreamerMemoPage() {
  const todoId = parseRouteId(useParams().todoId);
  return (
    <DreamerPage className="dreamer-memo" titleId="dreamer-memo-title" title="메모" id={todoId} missing={MEMO_UNAVAILABLE}>
      {(id) => <DreamerMemo todoId={id} />}
    </DreamerPage>
  );
}

function DreamerMemo({ todoId }: { todoId: number }) {
  const memo = useGetDreamerTodoMemo(todoId, { query: { staleTime: FIVE_MINUTES, refetchOnWindowFocus: false } });
  const goBack = useGoBack(paths.home);

  if (memo.isPending) {
    return (
      <TitledState id="dreamer-memo-title" title="메모">
        <LoadingState label="메모를 불러오는 중..." />
      </TitledState>
    );
  }
  if (memo.isError) {
    const message = memoErrorMessage(memo.error);
    return (
      <TitledState id="dreamer-memo-title" title="메모">
        <ErrorState message={message} />
        <AlertDialog
          open
          title="메모를 볼 수 없어요"
          message={isMemoRefusal(memo.error) ? message : MEMO_LOAD_FAILED}
          confirmLabel="돌아가기"
          onClose={goBack}
        />
      </TitledState>
    );
  }
  return <MemoView memo={memo.data.data} />;
}

function MemoView({ memo }: { memo: TodoDetail }) {
  const text = memo.memoText ?? '';
  const images = memo.images;
  return (
    <>
      <h1 id="dreamer-memo-title" className="page__title">
        {memo.title}
      </h1>
      <section className="memo-block" aria-labelledby="memo-text-title">
        <div className="memo-block__head">
          <h2 id="memo-text-title" className="memo-block__title">
            메모
          </h2>
          <span className="memo-block__counter">
            <span className="visually-hidden">글자 수 </span>
            {text.length}/{MEMO_LIMIT}
          </span>
        </div>
        {text ? (
          <div className="memo-text" tabIndex={0} role="region" aria-label="메모 내용">
            {text}
          </div>
        ) : (
          <p className="memo-block__empty">작성된 메모가 없어요.</p>
        )}
      </section>
      {memo.link && (
        <section className="memo-block" aria-labelledby="memo-video-title">
          <h2 id="memo-video-title" className="memo-block__title">
            영상
          </h2>
          {isYoutubeLink(memo.link) ? (
            <YoutubeEmbed link={memo.link} title={memo.title} />
          ) : (
            <a href={memo.link} target="_blank" rel="noopener noreferrer" className="memo-block__link">
              {memo.link}
              <span className="visually-hidden"> (새 창)</span>
            </a>
          )}
        </section>
      )}
      <section className="memo-block" aria-labelledby="memo-images-title">
        <h2 id="memo-images-title" className="memo-block__title">
          사진
        </h2>
        {images.length === 0 ? (
          <p className="memo-block__empty">{NO_IMAGES}</p>
        ) : (
          <ul className="memo-images">
            {images.map((image, index) => (
              <li key={image.imageId}>
                <img
                  src={image.imageUrl}
                  alt={`${memo.title} 사진 ${index + 1}`}
                  width={320}
                  height={240}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
