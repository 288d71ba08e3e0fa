import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { versionInKorean, type LegalDocument } from './documents.ts';
import { LegalText } from './LegalText.tsx';

interface DocumentDialogProps {
  document: LegalDocument | null;
  onClose: () => void;
  /** shows 동의하고 닫기 beside 닫기 */
  onAgree?: () => void;
}

/** A document's full text in a dialog whose body scrolls (and takes focus, so the keyboard scrolls it too). */
export function DocumentDialog({ document, onClose, onAgree }: DocumentDialogProps) {
  return (
    <Dialog
      open={document !== null}
      title={document?.title ?? ''}
      onClose={onClose}
      scrollingBody
      closeOnBackdrop
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            닫기
          </Button>
          {onAgree && (
            <Button
              onClick={() => {
                onAgree();
                onClose();
              }}
            >
              동의하고 닫기
            </Button>
          )}
        </>
      }
    >
      {document && (
        <>
          <p className="legal-page__date">시행일: {versionInKorean(document.version)}</p>
          <LegalText document={document} level={3} />
        </>
      )}
    </Dialog>
  );
}
