import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDeleteProfileImage, useUploadProfileImage } from '#generated/api/member/member.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageTypeOf } from '../../shared/media/image-file.ts';
import { writeUserStore } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ConfirmDialog } from '../../shared/ui/Dialog.tsx';
import defaultProfile from '../../shared/ui/default-profile.svg';
import { useToast } from '../../shared/ui/toast.tsx';
import { imageDeleteFailure, uploadFailure } from './account-failures.ts';
import { useMemberInfoCache } from './use-member-info-cache.ts';


interface ProfileImageSectionProps {
  profileImage: string | null;
  onFailure: (message: string) => void;
}

/** Profile photo: upload (jpeg/png/webp, shown at once as a preview) and delete. */
export function ProfileImageSection({ profileImage, onFailure }: ProfileImageSectionProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
  const updateInfo = useMemberInfoCache();
  const toast = useToast();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must work too
    if (!file) return;
    if ((await imageTypeOf(file)) === null) return onFailure('JPG, PNG, WEBP 이미지만 올릴 수 있습니다.');
    if (file.size > IMAGE_MAX_BYTES) return onFailure('이미지는 한 장에 5MB까지 올릴 수 있습니다.');
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { data: { file } },
      {
        onSuccess: ({ data: url }) => {
          updateInfo(() => ({ profileImage: url }));
          writeUserStore({ userImage: url });
          toast.show('프로필 사진을 바꿨어요.', { variant: 'success' });
        },
        onError: (error) => onFailure(uploadFailure(error)),
        onSettled: () => setPreview(null),
      },
    );
  };

  const deleteImage = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        updateInfo(() => ({ profileImage: null }));
        writeUserStore({ userImage: '' });
        toast.show('프로필 사진을 지웠어요.', { variant: 'success' });
      },
      onError: (error) => onFailure(imageDeleteFailure(error)),
      onSettled: () => setConfirmDelete(false),
    });

  const shown = preview ?? profileImage;
  return (
    <section className="account-profile" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className="visually-hidden">
        프로필 사진
      </h2>
      <img
        src={shown ?? defaultProfile}
        alt={shown ? '내 프로필 사진' : '기본 프로필 사진'}
        width={120}
        height={120}
        className="account-profile__image"
      />
      <div className="account-profile__actions">
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={choose}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="프로필 사진 파일 고르기"
        />
        <Button variant="secondary" onClick={() => fileInput.current?.click()} busy={upload.isPending}>
          {upload.isPending ? '올리는 중…' : '사진 올리기'}
        </Button>
        {profileImage && (
          <Button variant="secondary" onClick={() => setConfirmDelete(true)} disabled={upload.isPending}>
            사진 지우기
          </Button>
        )}
        <p className="account-profile__hint">JPG, PNG, WEBP 사진을 5MB까지 올릴 수 있어요.</p>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="프로필 사진을 지울까요?"
        message="지우면 기본 사진이 보여요."
        confirmLabel="지우기"
        busy={remove.isPending}
        onConfirm={deleteImage}
        onCancel={() => setConfirmDelete(false)}
      />
    </section>
  );
}
