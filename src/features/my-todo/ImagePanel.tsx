import { useCallback, useId, useState } from 'react';
import type { TodoImage } from '#generated/model/todoImage.zod.ts';
import { IMAGE_TYPES } from '../../shared/media/image-file.ts';
import { IMAGES_PER_TODO, stageImages } from './image-files.ts';
import './image-panel.css';

export const REPLACE_NOTICE = '새 이미지를 업로드하면 기존 이미지는 대체됩니다.';
export const NO_IMAGES_MESSAGE = '첨부된 이미지가 없어요';

interface ImagePanelProps {
  title: string;
  existing: readonly TodoImage[];
  markedForDeletion: ReadonlySet<number>;
  onToggleMark?: (imageId: number) => void;
  staged: readonly File[];
  onStage?: (files: File[]) => void;
  onUnstage?: (index: number) => void;
  readOnly?: boolean;
  /** edit mode: new images replace the saved ones (the spec's notice), so the notice shows while there are some */
  replacesExisting?: boolean;
}

function StagedImage({ file, alt }: { file: File; alt: string }) {
  // the preview's object URL lives exactly as long as its <img>
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} className="image-panel__thumb" width={160} height={120} />;
}

/** Images: several picked at once and staged as previews; in edit mode existing ones can be marked for deletion. */
export function ImagePanel({
  title,
  existing,
  markedForDeletion,
  onToggleMark,
  staged,
  onStage,
  onUnstage,
  readOnly,
  replacesExisting = false,
}: ImagePanelProps) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const kept = existing.filter((image) => !markedForDeletion.has(image.imageId)).length;
  // new images chosen on edit replace every saved one: they are all going, so none is toggled one by one
  const replacing = replacesExisting && staged.length > 0;
  const showNotice = replacesExisting && existing.length > 0;

  if (readOnly) {
    return (
      <div className="memo-field">
        <p className="memo-field__label">이미지</p>
        {existing.length === 0 ? (
          <p className="memo-field__none">{NO_IMAGES_MESSAGE}</p>
        ) : (
          <ul className="image-panel__list">
            {existing.map((image, index) => (
              <li key={image.imageId} className="image-panel__item">
                <img src={image.imageUrl} alt={`${title} 첨부 이미지 ${index + 1}`} className="image-panel__thumb" width={160} height={120} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <div className="memo-field image-panel">
      <p className="memo-field__label" id={`${id}-label`}>
        이미지 <span className="memo-field__hint-inline">({kept + staged.length}/{IMAGES_PER_TODO}장)</span>
      </p>
      {showNotice && (
        <p className="memo-field__hint" id={`${id}-notice`}>
          {REPLACE_NOTICE}
        </p>
      )}
      {existing.length > 0 && (
        <ul className="image-panel__list" aria-label="올려 둔 이미지">
          {existing.map((image, index) => {
            const marked = markedForDeletion.has(image.imageId);
            const name = `이미지 ${index + 1}`;
            return (
              <li key={image.imageId} className={`image-panel__item ${marked ? 'image-panel__item--marked' : ''}`}>
                <img src={image.imageUrl} alt={`${title} 첨부 ${name}`} className="image-panel__thumb" width={160} height={120} />
                {marked && <span className="image-panel__badge">{replacing ? '새 이미지로 대체 예정' : '삭제 예정'}</span>}
                {!replacing && (
                  <button
                    type="button"
                    className="image-panel__action"
                    aria-label={marked ? `${name} 삭제 취소` : `${name} 삭제`}
                    onClick={() => onToggleMark?.(image.imageId)}
                  >
                    {marked ? '삭제 취소' : '삭제'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {staged.length > 0 && (
        <ul className="image-panel__list" aria-label="새로 올릴 이미지">
          {staged.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="image-panel__item">
              <StagedImage file={file} alt={`새 이미지: ${file.name}`} />
              <span className="image-panel__badge image-panel__badge--new">새 이미지</span>
              <button
                type="button"
                className="image-panel__action"
                aria-label={`새 이미지 ${file.name} 빼기`}
                onClick={() => onUnstage?.(index)}
              >
                빼기
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="image-panel__picker">
        <input
          type="file"
          className="visually-hidden"
          accept={IMAGE_TYPES.join(',')}
          multiple
          aria-describedby={[showNotice && `${id}-notice`, problems.length && `${id}-problems`].filter(Boolean).join(' ') || undefined}
          onChange={(e) => {
            const picked = [...(e.target.files ?? [])];
            e.target.value = '';
            // on edit the first new images replace the saved ones, so those no longer count
            const counted = replacesExisting && staged.length === 0 ? 0 : kept + staged.length;
            void stageImages(picked, counted).then((result) => {
              setProblems(result.problems);
              if (result.accepted.length) onStage?.(result.accepted);
            });
          }}
        />
        <span aria-hidden="true">＋</span> 이미지 추가
      </label>
      {problems.length > 0 && (
        <div id={`${id}-problems`} role="alert" className="memo-field__error">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
    </div>
  );
}
