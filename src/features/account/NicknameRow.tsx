import { useRef, useState, type FormEvent } from 'react';
import { useChangeNickname } from '#generated/api/member/member.ts';
import { renameMember } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { TextInput } from '../../shared/ui/TextInput.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { HINTS } from '../../shared/validation/messages.ts';
import { validateNewNickname, validateNickname } from '../../shared/validation/rules.ts';
import { ACCOUNT_MESSAGES, nicknameChangeFailure } from './account-failures.ts';
import { useMemberInfoCache } from './use-member-info-cache.ts';

interface NicknameRowProps {
  nickname: string;
  onFailure: (message: string) => void;
}

/** 닉네임 with inline edit: the same rules as sign-up; blank is refused with '닉네임을 입력해주세요.'. */
export function NicknameRow({ nickname, onFailure }: NicknameRowProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(nickname);
  const [touched, setTouched] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const change = useChangeNickname();
  const updateInfo = useMemberInfoCache();
  const toast = useToast();

  const startEditing = () => {
    setValue(nickname);
    setTouched(false);
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next) return onFailure(ACCOUNT_MESSAGES.nicknameRequired);
    setTouched(true);
    if (validateNickname(next)) return;
    if (next === nickname) return stopEditing();
    change.mutate(
      { data: { newNickName: next } },
      {
        onSuccess: () => {
          updateInfo(() => ({ nickname: next }));
          renameMember(next);
          toast.show('닉네임을 바꿨어요.', { variant: 'success' });
          stopEditing();
        },
        onError: (error) => onFailure(nicknameChangeFailure(error)),
      },
    );
  };

  return (
    <div className="account-row">
      <dt className="account-row__label">닉네임</dt>
      <dd className="account-row__value">
        {editing ? (
          <form className="account-row__edit" onSubmit={save} noValidate>
            <TextInput
              label="새 닉네임"
              hideLabel
              autoFocus
              maxLength={8}
              value={value}
              onValueChange={(next) => {
                setValue(next);
                setTouched(true);
              }}
              helperText={HINTS.nickname}
              error={touched && value.trim() ? validateNewNickname(value) : null}
            />
            <div className="account-row__edit-actions">
              <Button type="submit" busy={change.isPending}>
                {change.isPending ? '저장하는 중…' : '저장'}
              </Button>
              <Button variant="secondary" onClick={stopEditing}>
                취소
              </Button>
            </div>
          </form>
        ) : (
          <>
            <span className="account-row__text">{nickname}</span>
            <Button ref={editButton} variant="secondary" aria-label="닉네임 변경" onClick={startEditing}>
              변경
            </Button>
          </>
        )}
      </dd>
    </div>
  );
}
