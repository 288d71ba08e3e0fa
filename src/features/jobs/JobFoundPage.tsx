import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useGetJobList } from '#generated/api/job/job.ts';
import { sortByKorean } from '../../shared/format/korean-sort.ts';
import { paths } from '../../shared/routing/paths.ts';
import { JobCard } from '../../shared/ui/JobCard.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { QueryState } from '../../shared/ui/StateMessage.tsx';
import { chooseFilter, readJobFoundQuery, writeJobFoundQuery, type JobFoundQuery } from './filters.ts';
import { JobFilters } from './JobFilters.tsx';
import { LOAD_ERROR, NO_JOBS, preparingText } from './messages.ts';
import './jobs.css';
import { formatCount } from '../../shared/format/count.ts';

/** /jobfound: the job encyclopedia, filtered and paged; the address keeps the choices, so Back returns to them. */
export function JobFoundPage() {
  const [search, setSearch] = useSearchParams();
  const query = readJobFoundQuery(search);
  const jobs = useGetJobList({ pageNum: query.page, ...query.filters }, { query: { placeholderData: keepPreviousData } });
  const page = jobs.data?.data;
  const cards = page ? sortByKorean(page.content, (job) => job.jobName) : [];
  const go = (next: JobFoundQuery) => setSearch(writeJobFoundQuery(next));

  return (
    <section className="page job-found" aria-labelledby="job-found-title">
      <h1 id="job-found-title" className="page__title">
        직업 정보
      </h1>
      <p className="page__lead">새길이 소개하는 직업을 조건에 맞게 골라 보세요.</p>
      <JobFilters filters={query.filters} onChoose={(key, value) => go(chooseFilter(query, key, value))} />
      <p className="job-found__count" role="status">
        {page ? `조건에 맞는 직업 ${formatCount(page.totalElements)}개` : ''}
      </p>
      <QueryState query={jobs} error={LOAD_ERROR} empty={NO_JOBS} isEmpty={cards.length === 0}>
        <ul className="card-grid card-grid--stretch job-found__grid" aria-busy={jobs.isPlaceholderData || undefined}>
          {cards.map((job, index) => (
            <li key={job.jobId}>
              <JobCard
                jobName={job.jobName}
                description={job.jobDescription}
                imageUrl={job.imageUrl}
                to={paths.jobInfo(job.jobId)}
                meta={preparingText(job.todoGroupNum)}
                eagerImage={index < 3}
              />
            </li>
          ))}
        </ul>
      </QueryState>
      {page && <Pagination page={query.page} totalPages={page.totalPages} onChange={(p) => go({ ...query, page: p })} label="직업 목록 페이지" />}
    </section>
  );
}
