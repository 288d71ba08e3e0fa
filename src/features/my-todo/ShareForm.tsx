// 계획 보여주기's form (ShareDialog.tsx), loaded when the dialog opens.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { getGetMyPlanSharesQueryKey, useCreatePlanShare } from '#generated/api/my-dream/my-dream.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { RadioOptions } from '../../shared/ui/RadioOptions.tsx';
import { koreanDate, shareMessage, smsHref } from '../../shared/my-dream/plan-share.ts';
import './share.css';

type Days = '7' | '30' | '90';
const DAYS: readonly { value: Days; label: string }[] = [
  { value: '7', label: '7일' },
  { value: '30', label: '30일' },
  { value: '90', label: '90일' },
];

interface Made {
  url: string;
  expiresAt: string;
}

/** Whether this browser has a share sheet (phones; not most desktops). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** What to show and for how long, then the made link with 보내기, or 링크 복사 and 문자. */
export function ShareForm({ todoGroupId, jobName, onDone }: { todoGroupId: number; jobName: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreatePlanShare();
  const { user } = useSession();
  const name = useId();
  const [includePrivate, setIncludePrivate] = useState(false);
  const [includeMemos, setIncludeMemos] = useState(false);
  const [days, setDays] = useState<Days>('30');
  const [made, setMade] = useState<Made | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { todoGroupId, data: { includePrivate, includeMemos, expiresInDays: Number(days) } },
      {
        onSuccess: ({ data }) => {
          const url = new URL(data.url, window.location.origin).href;
          setMade({ url, expiresAt: data.expiresAt });
          void queryClient.invalidateQueries({ queryKey: getGetMyPlanSharesQueryKey() });
          if (canShare()) void sendToSheet(shareMessage(user.nickname, jobName, url));
        },
      },
    );
  };

  if (made) return <MadeLink made={made} message={shareMessage(user.nickname, jobName, made.url)} onDone={onDone} />;

  return (
    <form className="share-form" onSubmit={submit} noValidate>
      <p className="share-form__lead">
        받은 분은 가입하지 않아도 <strong>{jobName}</strong> 계획을 볼 수 있어요. 보기만 하고 고칠 수는 없어요.
      </p>
      <fieldset className="share-form__group">
        <legend className="share-form__legend">무엇을 보여줄까요?</legend>
        <p className="share-form__note">공개한 할 일은 언제나 보여요.</p>
        <label className="share-form__check">
          <input type="checkbox" checked={includePrivate} onChange={(e) => setIncludePrivate(e.target.checked)} />
          비공개 할 일도 보여주기
        </label>
        <label className="share-form__check">
          <input type="checkbox" checked={includeMemos} onChange={(e) => setIncludeMemos(e.target.checked)} />
          메모와 사진도 보여주기
        </label>
      </fieldset>
      <fieldset className="share-form__group">
        <legend className="share-form__legend">얼마 동안 볼 수 있게 할까요?</legend>
        <div className="share-form__days">
          <RadioOptions name={name} options={DAYS} value={days} onChange={setDays} look="share-days" />
        </div>
      </fieldset>
      {create.isError && (
        <p role="alert" className="share-form__error">
          링크를 만들지 못했어요. {errorMessage(create.error)}
        </p>
      )}
      <div className="share-form__actions">
        <Button variant="secondary" onClick={onDone}>
          취소
        </Button>
        <Button type="submit" busy={create.isPending}>
          링크 만들기
        </Button>
      </div>
    </form>
  );
}

/** The phone's share sheet; closing it without choosing (AbortError) or a browser refusing is not an error to show:
 *  the dialog still offers the link. */
async function sendToSheet(data: ShareData): Promise<boolean> {
  try {
    await navigator.share(data);
    return true;
  } catch {
    return false;
  }
}

function MadeLink({ made, message, onDone }: { made: Made; message: ReturnType<typeof shareMessage>; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const linkId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made.url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="share-form">
      <p className="share-form__lead" role="status">
        링크를 만들었어요. {koreanDate(made.expiresAt)}까지 볼 수 있어요.
      </p>
      <label htmlFor={linkId} className="share-form__legend">
        만든 링크
      </label>
      <input id={linkId} className="share-form__url" readOnly value={made.url} onFocus={(e) => e.target.select()} />
      <div className="share-form__send">
        {canShare() ? (
          <Button onClick={() => void sendToSheet(message)}>보내기</Button>
        ) : (
          <>
            <Button onClick={() => void copy()}>링크 복사</Button>
            <a className="button button--secondary" href={smsHref(message.text, made.url)}>
              문자로 보내기
            </a>
          </>
        )}
      </div>
      <p className="share-form__note" aria-live="polite">
        {copied === 'yes' && '링크를 복사했어요. 카카오톡이나 문자에 붙여 넣어 보내 주세요.'}
        {copied === 'no' && '복사하지 못했어요. 위의 링크를 길게 눌러 복사해 주세요.'}
      </p>
      <div className="share-form__actions">
        <Button variant="secondary" onClick={onDone}>
          확인
        </Button>
      </div>
    </div>
  );
}
