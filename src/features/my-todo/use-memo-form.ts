import { useState } from 'react';
import type { TodoImage } from '#generated/model/todoImage.zod.ts';
import { TITLE_REQUIRED_MESSAGE } from './memo-mode.ts';
import { isAcceptableLink } from './VideoLinkField.tsx';

export interface MemoValues {
  title: string;
  isPublic: boolean;
  memoText: string | null;
  link: string | null;
  images: readonly TodoImage[];
}

export const EMPTY_MEMO: MemoValues = { title: '', isPublic: false, memoText: null, link: null, images: [] };

/** What a save sends: the trimmed title and link, the memo as typed, and the image changes. */
export interface MemoDraft {
  todoTitle: string;
  isPublic: boolean;
  memoText: string;
  link: string;
  staged: readonly File[];
  toDelete: ReadonlySet<number>;
}

/**
 * The memo form's values while it is open (copied once from the saved to-do), which of them the member has
 * touched, and the images staged or marked for deletion. On edit, new images replace every saved one (the spec's
 * notice made true, DECISIONS), so they are all sent as deleteImages.
 */
export function useMemoForm(initial: MemoValues, editing: boolean) {
  const [title, setTitle] = useState(initial.title);
  const [titleTouched, setTitleTouched] = useState(false);
  const [isPublic, setIsPublic] = useState(initial.isPublic);
  const [memo, setMemo] = useState(initial.memoText ?? '');
  const [link, setLink] = useState(initial.link ?? '');
  const [linkTouched, setLinkTouched] = useState(false);
  const [staged, setStaged] = useState<File[]>([]);
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  // what the server has: the opened to-do, then each save (on edit the 공개 switch saves itself at once)
  const [saved, setSaved] = useState({ title, isPublic, memo, link });

  const replacing = editing && staged.length > 0;
  const toDelete: ReadonlySet<number> = replacing ? new Set(initial.images.map((image) => image.imageId)) : marked;
  const titleBlank = title.trim() === '';

  const unsaved =
    title.trim() !== saved.title.trim() ||
    memo !== saved.memo ||
    link.trim() !== saved.link.trim() ||
    (!editing && isPublic !== saved.isPublic) ||
    staged.length > 0 ||
    marked.size > 0;

  return {
    title,
    titleBlank,
    /** something typed, chosen or marked that no save has sent yet */
    unsaved,
    titleError: titleTouched && titleBlank ? TITLE_REQUIRED_MESSAGE : null,
    changeTitle: (value: string) => {
      setTitle(value);
      setTitleTouched(true);
    },
    touchTitle: () => setTitleTouched(true),
    isPublic,
    setIsPublic,
    memo,
    setMemo,
    link,
    setLink,
    linkTouched,
    touchLink: () => setLinkTouched(true),
    staged,
    stage: (files: File[]) => setStaged((list) => [...list, ...files]),
    unstage: (index: number) => setStaged((list) => list.filter((_, i) => i !== index)),
    toDelete,
    toggleMark: (imageId: number) =>
      setMarked((set) => {
        const next = new Set(set);
        if (next.has(imageId)) next.delete(imageId);
        else next.add(imageId);
        return next;
      }),
    /** The values to save, or null after showing why not (the blank title's or the bad link's message). */
    draft(): MemoDraft | null {
      if (titleBlank) {
        setTitleTouched(true);
        return null;
      }
      if (!isAcceptableLink(link)) {
        setLinkTouched(true);
        return null;
      }
      return { todoTitle: title.trim(), isPublic, memoText: memo, link: link.trim(), staged, toDelete };
    },
    /** After a save: the draft is what the server has; its uploaded and deleted images are among the saved ones shown above. */
    markSaved: (draft: MemoDraft) => {
      setSaved({ title: draft.todoTitle, isPublic: draft.isPublic, memo: draft.memoText, link: draft.link });
      setStaged([]);
      setMarked(new Set());
    },
  };
}
