import type { JobRequirementLine } from '#generated/model/jobRequirementLine.zod.ts';

/** "2016-09-17" → "2016.09.17": the 기준일 as the line shows it. */
export function formatCheckedOn(isoDate: string): string {
  return isoDate.replaceAll('-', '.');
}

/**
 * The job's requirement lines (issue 24), each ending with the date of the page it was read from and a link to that
 * page: an older member sees how old a fact is before going down a long path. Nothing is shown when no line was
 * sourced.
 */
export function JobRequirements({ lines }: { lines: readonly JobRequirementLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="job-info__section job-requirements" aria-labelledby="job-requirements-title">
      <h2 id="job-requirements-title" className="job-info__section-title">
        자격 요건
      </h2>
      <p className="job-requirements__intro">줄마다 그 내용을 읽은 곳과 그곳의 날짜(기준일)를 적었어요. 오래된 날짜는 바뀌었을 수 있어요.</p>
      <ul className="job-requirements__list">
        {lines.map((line) => (
          <li key={line.text} className="job-requirements__line">
            <span className="job-requirements__text">{line.text}</span>{' '}
            <span className="job-requirements__source">
              기준일 {formatCheckedOn(line.source.checkedOn)} · 출처{' '}
              <a href={line.source.url} target="_blank" rel="noopener noreferrer">
                {line.source.siteName}
                <span className="visually-hidden"> (새 창에서 열림)</span>
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
