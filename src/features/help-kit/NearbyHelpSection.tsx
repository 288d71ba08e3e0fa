import { NearbyHelpBody } from './NearbyHelpBody.tsx';
import './help-section.css';

/**
 * 가까운 도움 받기 (issue 24): places a member can call or visit in their district, each with its source and 기준일.
 * Home and the job page load it last on the page, as the reader nears it (NearbyHelp.tsx): it is in no screen's first
 * load and not in their built pages (the district is the reader's), and as it comes below everything else nothing above
 * it moves.
 */
export function NearbyHelpSection() {
  return (
    <section className="help" aria-labelledby="help-title">
      <h2 id="help-title" className="help__title">
        가까운 도움 받기
      </h2>
      <p className="help__lead">고용센터, 50플러스, 시니어클럽처럼 사람이 직접 도와주는 곳이에요.</p>
      <div className="help__body">
        <NearbyHelpBody />
      </div>
    </section>
  );
}
