import type { ReactNode } from 'react';
import { SCRAP_LOGIN_HINT } from './scrap-check.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ExampleNote, exampleLinkLabel, type ExampleKind } from '../../shared/ui/ExampleMark.tsx';
import { ScrapHeart } from '../../shared/ui/ScrapHeart.tsx';
import './detail-dialog.css';

export interface DetailScrapProps {
  loggedIn: boolean;
  scrapped: boolean;
  scrapBusy: boolean;
  onToggleScrap: () => void;
  onClose: () => void;
}

interface DetailDialogProps extends DetailScrapProps {
  /** the posting's or course's title; null keeps the dialog closed */
  title: string | null;
  /** where the item lives on its external site (opened in a new tab) */
  href: string;
  /** the way out's words; an example's is its search's ('사람인에서 비슷한 공고 찾기') */
  linkLabel: string;
  /** an example's kind (its line says why it is one), null for an imported item */
  example?: ExampleKind | null;
  /** the facts, in order; a false entry is left out */
  facts: readonly (DetailFact | false)[];
}

export interface DetailFact {
  label: string;
  value: ReactNode;
}

/** A posting's or course's facts, its scrap heart (disabled when logged out) and the way out to the external site. */
export function DetailDialog({ title, href, linkLabel, example = null, loggedIn, scrapped, scrapBusy, onToggleScrap, onClose, facts }: DetailDialogProps) {
  return (
    <Dialog
      open={title !== null}
      title={title ?? ''}
      onClose={onClose}
      className="detail-dialog"
      scrollingBody
      closeOnBackdrop
      footer={
        title !== null && (
          <>
            <div className="detail-dialog__scrap">
              <ScrapHeart
                itemTitle={title}
                scrapped={scrapped}
                busy={scrapBusy}
                disabled={!loggedIn}
                onToggle={onToggleScrap}
                showText
              />
              {!loggedIn && <span className="detail-dialog__hint">{SCRAP_LOGIN_HINT}</span>}
            </div>
            <a className="button" href={href} target="_blank" rel="noopener noreferrer">
              {/* one flex item, so the arrow follows the words instead of taking a column of its own */}
              <span>
                {example ? exampleLinkLabel(example) : linkLabel}
                <span className="visually-hidden"> (새 창에서 열림)</span>
                <span aria-hidden="true"> ↗</span>
              </span>
            </a>
          </>
        )
      }
    >
      {title !== null && example && <ExampleNote kind={example} />}
      {title !== null && (
        <dl className="detail-facts">
          {facts.map(
            (fact) =>
              fact && (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ),
          )}
        </dl>
      )}
    </Dialog>
  );
}
