import { lazy, Suspense, useState } from 'react';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { LoadingState } from '../../shared/ui/StateMessage.tsx';

// the form comes with the tap, in a chunk of its own: /mytodo/list's first load does not carry it
const ShareForm = lazy(() => import('./ShareForm.tsx').then((m) => ({ default: m.ShareForm })));

/** 가족·상담사에게 보여주기: the button on /mytodo/list and its dialog (what to show, for how long), which makes the link and
 *  hands it to the phone's share sheet, or offers 링크 복사 and 문자 where there is none. */
export function ShareButton({ todoGroupId, jobName }: { todoGroupId: number; jobName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        가족·상담사에게 보여주기
      </Button>
      <Dialog open={open} title="계획 보여주기" onClose={() => setOpen(false)} scrollingBody>
        {open && (
          <Suspense fallback={<LoadingState />}>
            <ShareForm todoGroupId={todoGroupId} jobName={jobName} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
