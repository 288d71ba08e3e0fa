import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RegionChoice } from '../../shared/regions/regions.ts';
import { paths } from '../../shared/routing/paths.ts';
import { RegionPicker } from '../../shared/ui/region-picker/RegionPickerOnDemand.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import { ScrapList } from './ScrapList.tsx';
import { REGION_DEFAULT_LABEL, SCRAP_SORTS, type ScrapKind, type ScrapSort } from './scrap-messages.ts';
import { RECRUIT_SCRAPS, TRAINING_SCRAPS } from './scrap-tabs.tsx';
import './scraps.css';

const SORT_OPTIONS = SCRAP_SORTS.map((value) => ({ value, label: value }));
const TABS: { kind: ScrapKind; label: string; to: string }[] = [
  { kind: 'job', label: '채용 정보', to: paths.scrapJob },
  { kind: 'edu', label: '학원 정보', to: paths.scrapEdu },
];

/** /mytodo/scrap/job and /mytodo/scrap/edu: the member's scraps, sorted and filtered by region, 9 a page. */
function ScrapPage({ kind }: { kind: ScrapKind }) {
  const [sortBy, setSortBy] = useState<ScrapSort>('최신 순');
  const [region, setRegion] = useState<RegionChoice | null>(null);
  const [picking, setPicking] = useState(false);
  const [page, setPage] = useState(0);
  const filter = { page, sortBy, locName: region?.regionName ?? null };
  const clearRegion = () => {
    setRegion(null);
    setPage(0);
  };

  return (
    <div className="page scrap-page">
      <h1 className="page__title">스크랩한 공고</h1>
      <nav className="scrap-tabs" aria-label="스크랩 종류">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.kind}>
              <Link to={tab.to} className="scrap-tabs__tab" aria-current={tab.kind === kind ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="scrap-toolbar">
        <Select
          label="정렬"
          hideLabel
          value={sortBy}
          options={SORT_OPTIONS}
          onChange={(next: ScrapSort) => {
            setSortBy(next);
            setPage(0);
          }}
        />
        <div className="scrap-toolbar__region">
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => setPicking(true)}
          >
            {region?.regionName ?? REGION_DEFAULT_LABEL}
          </button>
          {region && (
            <button
              type="button"
              className="scrap-toolbar__clear"
              onClick={clearRegion}
            >
              지역 해제
            </button>
          )}
        </div>
      </div>
      {kind === 'job' ? (
        <ScrapList tab={RECRUIT_SCRAPS} filter={filter} onPage={setPage} onClearRegion={clearRegion} />
      ) : (
        <ScrapList tab={TRAINING_SCRAPS} filter={filter} onPage={setPage} onClearRegion={clearRegion} />
      )}
      <RegionPicker
        open={picking}
        value={region}
        onClose={(choice) => {
          setPicking(false);
          if (choice?.regionCode !== region?.regionCode) {
            setRegion(choice);
            setPage(0);
          }
        }}
      />
    </div>
  );
}

export function ScrapJobPage() {
  return <ScrapPage kind="job" />;
}

export function ScrapEduPage() {
  return <ScrapPage kind="edu" />;
}
