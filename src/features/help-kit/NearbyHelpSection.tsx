import { lazy, Suspense } from 'react';
import { LoadingState } from '#src/shared/ui/StateMessage.tsx';
import { HELP_TITLE } from './help-words.ts';
import './nearby-help.css';

// its code comes after the screen's own: the section sits last on home and the job page, and keeps its room while
// it loads, so nothing above it ever moves (decision 0016: these screens paint from their HTML)
const NearbyHelpBody = lazy(() => import('./NearbyHelpBody.tsx').then((m) => ({ default: m.NearbyHelpBody })));

/** 가까운 도움 받기 (issue 24): places a member can call or visit in their district, each with its source and 기준일. */
export function NearbyHelpSection() {
  return (
    <section className="help" aria-labelledby="help-title">
      <h2 id="help-title" className="help__title">
        {HELP_TITLE}
      </h2>
      <p className="help__lead">고용센터, 50플러스, 시니어클럽처럼 사람이 직접 도와주는 곳이에요.</p>
      {/* the built page holds the loading line (the district is the reader's); the body comes once the app runs */}
      <div className="help__body">
        <Suspense fallback={<LoadingState label="가까운 곳을 찾는 중이에요…" />}>
          <NearbyHelpBody />
        </Suspense>
      </div>
    </section>
  );
}
