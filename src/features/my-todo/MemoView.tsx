import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths.ts';
import { ImagePanel } from './ImagePanel.tsx';
import { MemoEditor } from './MemoEditor.tsx';
import { PublicSwitch } from './PublicSwitch.tsx';
import { ReadOnlyTitle } from './ReadOnlyTitle.tsx';
import type { MemoValues } from './use-memo-form.ts';
import { VideoLinkField } from './VideoLinkField.tsx';

const NOTHING_MARKED: ReadonlySet<number> = new Set();
const ignore = () => {};

/** 메모 보기: the memo form's fields, read-only, with a way to the list and to the edit page (nothing to save). */
export function MemoView({ todoId, memo }: { todoId: number; memo: MemoValues }) {
  return (
    <form className="memo-form" onSubmit={(e) => e.preventDefault()} noValidate>
      <div className="memo-form__head">
        <ReadOnlyTitle className="memo-form__title" label="할 일 제목" value={memo.title} />
        <PublicSwitch checked={memo.isPublic} onChange={ignore} disabled />
      </div>
      <MemoEditor value={memo.memoText ?? ''} onChange={ignore} readOnly />
      <VideoLinkField value={memo.link ?? ''} onChange={ignore} readOnly title={memo.title} showError={false} />
      <ImagePanel title={memo.title} existing={memo.images} markedForDeletion={NOTHING_MARKED} staged={[]} readOnly />
      <div className="memo-form__actions">
        <Link to={paths.myTodoList} className="button button--secondary">
          목록으로
        </Link>
        <Link to={paths.myTodoEdit(todoId)} className="button button--secondary">
          수정하기
        </Link>
      </div>
    </form>
  );
}
