import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../shared/routing/paths.ts';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { LeaveUnsavedGuard } from '../../shared/ui/LeaveUnsavedGuard.tsx';
import { TextInput } from '../../shared/ui/TextInput.tsx';
import { FirstPublicNotice, useFirstPublicFacts } from './FirstPublicNotice.tsx';
import { ImagePanel } from './ImagePanel.tsx';
import { MemoEditor } from './MemoEditor.tsx';
import { SAVING_LABEL, SUBMIT_LABELS, TITLE_PLACEHOLDER } from './memo-mode.ts';
import { PublicSwitch } from './PublicSwitch.tsx';
import { useMemoForm, type MemoValues } from './use-memo-form.ts';
import { useMemoSave, type MemoTarget } from './use-memo-save.ts';
import { VideoLinkField } from './VideoLinkField.tsx';

type MemoFormProps = MemoTarget & { initial: MemoValues };

/** The memo page's form to add a to-do or edit one (the read-only view is MemoView). */
export function MemoForm(props: MemoFormProps) {
  const { mode, initial } = props;
  const editing = mode === 'edit';
  const id = useId();
  const navigate = useNavigate();
  const form = useMemoForm(initial, editing);
  const titleRef = useRef<HTMLInputElement>(null);
  const saver = useMemoSave(props);
  const { saving, outcome } = saver;
  // the first public to-do of a job makes the member visible to others: say plainly what they will see. Whether the
  // to-do was public is taken when the form opens (the 공개 switch's own save refreshes `initial`).
  const [wasPublic] = useState(initial.isPublic);
  const firstPublic = useFirstPublicFacts(props, { isPublic: form.isPublic, wasPublic, title: form.title || initial.title });

  const changePublic = (next: boolean) => {
    form.setIsPublic(next);
    saver.changePublic(next, () => form.setIsPublic(!next));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const draft = form.draft();
    if (draft) saver.save(draft, form.markSaved);
    else if (form.titleBlank) titleRef.current?.focus();
  };

  return (
    <form className="memo-form" onSubmit={submit} noValidate aria-busy={saving || undefined}>
      <div className="memo-form__head">
        <TextInput
          ref={titleRef}
          className="memo-form__title"
          label="할 일 제목"
          value={form.title}
          onValueChange={form.changeTitle}
          onBlur={form.touchTitle}
          placeholder={TITLE_PLACEHOLDER}
          maxLength={100}
          required
          error={form.titleError}
        />
        <PublicSwitch checked={form.isPublic} onChange={changePublic} busy={saver.publicBusy} />
      </div>
      {firstPublic && <FirstPublicNotice mode={mode} facts={firstPublic} />}
      <MemoEditor value={form.memo} onChange={form.setMemo} />
      <VideoLinkField
        value={form.link}
        onChange={form.setLink}
        title={form.title || initial.title}
        showError={form.linkTouched}
        onBlur={form.touchLink}
      />
      <ImagePanel
        title={form.title || initial.title}
        existing={initial.images}
        markedForDeletion={form.toDelete}
        replacesExisting={editing}
        onToggleMark={editing ? form.toggleMark : undefined}
        staged={form.staged}
        onStage={form.stage}
        onUnstage={form.unstage}
      />
      <div className="memo-form__actions">
        <Link to={paths.myTodoList} className="button button--secondary">
          목록으로
        </Link>
        <button
          type="submit"
          className="button"
          disabled={saving || form.titleBlank}
          aria-describedby={form.titleBlank ? `${id}-why` : undefined}
        >
          {saving ? SAVING_LABEL : SUBMIT_LABELS[mode]}
        </button>
      </div>
      {form.titleBlank && (
        <p id={`${id}-why`} className="memo-form__why">
          할 일 제목을 입력하면 저장할 수 있어요.
        </p>
      )}
      <LeaveUnsavedGuard unsaved={form.unsaved} />
      <AlertDialog
        open={outcome !== null}
        title={outcome?.saved ? '저장 완료' : '알림'}
        message={outcome?.message ?? ''}
        onClose={() => {
          if (outcome?.saved) navigate(paths.myTodo);
          saver.clearOutcome();
        }}
      />
    </form>
  );
}
