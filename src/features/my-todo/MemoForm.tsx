import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  getGetMyTodoGroupByIdQueryKey,
  getGetMyTodoGroupQueryKey,
  getGetMyTodoQueryKey,
  useCreateTodo,
  useSetTodoPublic,
  useUpdateTodo,
} from '../../../generated/api/my-dream/my-dream.ts';
import type { TodoImage } from '../../../generated/model/todoImage.zod.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { paths } from '../../shared/routing/paths.ts';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { TextInput } from '../../shared/ui/TextInput.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { ImagePanel } from './ImagePanel.tsx';
import { MemoEditor } from './MemoEditor.tsx';
import {
  SAVE_FAILED_MESSAGES,
  SAVED_MESSAGES,
  SAVING_LABEL,
  SUBMIT_LABELS,
  TITLE_PLACEHOLDER,
  TITLE_REQUIRED_MESSAGE,
} from './memo-mode.ts';
import { PublicSwitch } from './PublicSwitch.tsx';
import { ReadOnlyTitle } from './ReadOnlyTitle.tsx';
import { listFieldsOf, patchCachedTodo } from './todo-cache.ts';
import { isAcceptableLink, VideoLinkField } from './VideoLinkField.tsx';

export interface MemoValues {
  title: string;
  isPublic: boolean;
  memoText: string | null;
  link: string | null;
  images: readonly TodoImage[];
}

export const EMPTY_MEMO: MemoValues = { title: '', isPublic: false, memoText: null, link: null, images: [] };
export const PUBLIC_FAILED_MESSAGE = '공개 설정을 바꾸지 못했어요. 다시 시도해주세요.';

type MemoFormProps =
  | { mode: 'add'; todoGroupId: number; initial: MemoValues }
  | { mode: 'edit' | 'view'; todoId: number; initial: MemoValues };

type Outcome = { saved: true; message: string } | { saved: false; message: string };

/** The memo page's form for all three modes; in view mode every control is read-only. */
export function MemoForm(props: MemoFormProps) {
  const { mode, initial } = props;
  const readOnly = mode === 'view';
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();

  const [title, setTitle] = useState(initial.title);
  const [titleTouched, setTitleTouched] = useState(false);
  const [isPublic, setIsPublic] = useState(initial.isPublic);
  const [memo, setMemo] = useState(initial.memoText ?? '');
  const [link, setLink] = useState(initial.link ?? '');
  const [linkTouched, setLinkTouched] = useState(false);
  const [staged, setStaged] = useState<File[]>([]);
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  const create = useCreateTodo();
  const update = useUpdateTodo();
  const setPublic = useSetTodoPublic();
  const saving = create.isPending || update.isPending;
  // the spec's notice made true (DECISIONS): on edit, new images replace every saved one, sent as deleteImages
  const replacing = mode === 'edit' && staged.length > 0;
  const toDelete: ReadonlySet<number> = replacing ? new Set(initial.images.map((image) => image.imageId)) : marked;
  const titleBlank = title.trim() === '';

  const changePublic = (next: boolean) => {
    setIsPublic(next);
    if (props.mode !== 'edit') return;
    // edit mode: the to-do's visibility is set at once, not with the save button
    const todoId = props.todoId;
    setPublic.mutate(
      { todoId, data: { isPublic: next } },
      {
        onSuccess: (response) => {
          patchCachedTodo(queryClient, todoId, { isPublic: response.data.isPublic });
          void queryClient.invalidateQueries({ queryKey: getGetMyTodoQueryKey(todoId) });
        },
        onError: () => {
          setIsPublic(!next);
          toast.show(PUBLIC_FAILED_MESSAGE, { variant: 'error' });
        },
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.mode === 'view' || saving) return;
    if (titleBlank) {
      setTitleTouched(true);
      titleRef.current?.focus();
      return;
    }
    if (!isAcceptableLink(link)) {
      setLinkTouched(true);
      return;
    }
    const todoTitle = title.trim();
    const failed = (error: unknown) =>
      setOutcome({ saved: false, message: `${SAVE_FAILED_MESSAGES[props.mode === 'add' ? 'add' : 'edit']}\n${errorMessage(error)}` });

    if (props.mode === 'add') {
      const { todoGroupId } = props;
      create.mutate(
        {
          todoGroupId,
          data: {
            todoTitle,
            isPublic,
            ...(memo ? { memoText: memo } : {}),
            ...(link.trim() ? { link: link.trim() } : {}),
            ...(staged.length ? { images: staged } : {}),
          },
        },
        {
          onSuccess: () => {
            void queryClient.invalidateQueries({ queryKey: getGetMyTodoGroupByIdQueryKey(todoGroupId) });
            void queryClient.invalidateQueries({ queryKey: getGetMyTodoGroupQueryKey() });
            setOutcome({ saved: true, message: SAVED_MESSAGES.add });
          },
          onError: failed,
        },
      );
    } else {
      const { todoId } = props;
      update.mutate(
        {
          todoId,
          data: {
            todoTitle,
            isPublic,
            memoText: memo,
            link: link.trim(),
            ...(staged.length ? { newImages: staged } : {}),
            ...(toDelete.size ? { deleteImages: [...toDelete] } : {}),
          },
        },
        {
          onSuccess: (response) => {
            patchCachedTodo(queryClient, todoId, listFieldsOf(response.data));
            // the answer is the saved to-do: the view and the next edit start from it, not from the values before
            // this save (the form keeps its own copy of the values, it is not refilled when the cache changes)
            queryClient.setQueryData(getGetMyTodoQueryKey(todoId), response);
            // the uploaded and deleted images are now part of the saved ones shown above
            setStaged([]);
            setMarked(new Set());
            void queryClient.invalidateQueries({ queryKey: getGetMyTodoGroupQueryKey() });
            setOutcome({ saved: true, message: SAVED_MESSAGES.edit });
          },
          onError: failed,
        },
      );
    }
  };

  const submitLabel = saving ? SAVING_LABEL : mode === 'view' ? null : SUBMIT_LABELS[mode];

  return (
    <form className="memo-form" onSubmit={submit} noValidate aria-busy={saving || undefined}>
      <div className="memo-form__head">
        {readOnly ? (
          <ReadOnlyTitle className="memo-form__title" label="할일 제목" value={title} />
        ) : (
          <TextInput
            ref={titleRef}
            className="memo-form__title"
            label="할일 제목"
            value={title}
            onValueChange={(value) => {
              setTitle(value);
              setTitleTouched(true);
            }}
            onBlur={() => setTitleTouched(true)}
            placeholder={TITLE_PLACEHOLDER}
            maxLength={100}
            required
            error={titleTouched && titleBlank ? TITLE_REQUIRED_MESSAGE : null}
          />
        )}
        <PublicSwitch checked={isPublic} onChange={changePublic} disabled={readOnly} busy={setPublic.isPending} />
      </div>
      <MemoEditor value={memo} onChange={setMemo} readOnly={readOnly} />
      <VideoLinkField
        value={link}
        onChange={setLink}
        readOnly={readOnly}
        title={title || initial.title}
        showError={linkTouched}
        onBlur={() => setLinkTouched(true)}
      />
      <ImagePanel
        title={title || initial.title}
        existing={initial.images}
        markedForDeletion={toDelete}
        replacesExisting={mode === 'edit'}
        onToggleMark={
          mode === 'edit'
            ? (imageId) =>
                setMarked((set) => {
                  const next = new Set(set);
                  if (next.has(imageId)) next.delete(imageId);
                  else next.add(imageId);
                  return next;
                })
            : undefined
        }
        staged={staged}
        onStage={(files) => setStaged((list) => [...list, ...files])}
        onUnstage={(index) => setStaged((list) => list.filter((_, i) => i !== index))}
        readOnly={readOnly}
      />
      <div className="memo-form__actions">
        <Link to={paths.myTodoList} className="button button--secondary">
          목록으로
        </Link>
        {props.mode === 'view' && (
          <Link to={paths.myTodoEdit(props.todoId)} className="button button--secondary">
            수정하기
          </Link>
        )}
        {/* the view has nothing to save: no greyed button that looks broken */}
        {!readOnly && (
          <button
            type="submit"
            className="button"
            disabled={saving || titleBlank}
            aria-describedby={titleBlank ? `${id}-why` : undefined}
          >
            {submitLabel}
          </button>
        )}
      </div>
      {!readOnly && titleBlank && (
        <p id={`${id}-why`} className="memo-form__why">
          할일 제목을 입력하면 저장할 수 있어요.
        </p>
      )}
      <AlertDialog
        open={outcome !== null}
        title={outcome?.saved ? '저장 완료' : '알림'}
        message={outcome?.message ?? ''}
        onClose={() => {
          if (outcome?.saved) navigate(paths.myTodo);
          setOutcome(null);
        }}
      />
    </form>
  );
}
