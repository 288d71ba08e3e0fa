import type { ReactNode } from 'react';
import { useGetPopularRecruits } from '#generated/api/recruit/recruit.ts';
import type { PopularRecruit } from '#generated/model/popularRecruit.zod.ts';
import { QueryState } from '../../shared/ui/StateMessage.tsx';
import { LOAD_FAILED, NO_OPEN_POSTINGS } from './messages.ts';

const SHOWN = 5;

/**
 * The five jobs with the most open postings (the country for visitors, the member's city for members: the server
 * counts by the token's region), shown by the caller; failure and emptiness are a plain line in noteClassName.
 */
export function PopularJobs({ noteClassName, children }: { noteClassName: string; children: (jobs: PopularRecruit[]) => ReactNode }) {
  const popular = useGetPopularRecruits();
  const jobs = popular.data?.data.slice(0, SHOWN) ?? [];
  return (
    <QueryState query={popular} error={LOAD_FAILED} empty={NO_OPEN_POSTINGS} isEmpty={jobs.length === 0} noteClassName={noteClassName}>
      {children(jobs)}
    </QueryState>
  );
}
