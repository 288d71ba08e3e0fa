import { JobPhysical } from '#generated/model/jobPhysical.zod.ts';
import { JobRequire } from '#generated/model/jobRequire.zod.ts';
import { JobWorkTime } from '#generated/model/jobWorkTime.zod.ts';

/** The encyclopedia's three filters, named as the list call names them; values are the contract's Korean labels. */
export type FilterKey = 'require' | 'workTime' | 'physical';

export interface FilterGroup {
  key: FilterKey;
  label: string;
  options: readonly string[];
}

export const FILTER_GROUPS: readonly FilterGroup[] = [
  { key: 'require', label: '자격증', options: JobRequire.options },
  { key: 'workTime', label: '근무 시간', options: JobWorkTime.options },
  { key: 'physical', label: '활동량', options: JobPhysical.options },
];

export interface JobFilters {
  require?: JobRequire;
  workTime?: JobWorkTime;
  physical?: JobPhysical;
}

export interface JobFoundQuery {
  /** 0-based, as the list call takes it */
  page: number;
  filters: JobFilters;
}

/** Reads the page (shown 1-based in the address) and the filters from the address, ignoring unknown values. */
export function readJobFoundQuery(search: URLSearchParams): JobFoundQuery {
  const shownPage = Number(search.get('page'));
  const require = JobRequire.safeParse(search.get('require'));
  const workTime = JobWorkTime.safeParse(search.get('workTime'));
  const physical = JobPhysical.safeParse(search.get('physical'));
  return {
    page: Number.isInteger(shownPage) && shownPage >= 1 ? shownPage - 1 : 0,
    filters: {
      ...(require.success ? { require: require.data } : {}),
      ...(workTime.success ? { workTime: workTime.data } : {}),
      ...(physical.success ? { physical: physical.data } : {}),
    },
  };
}

export function writeJobFoundQuery({ page, filters }: JobFoundQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const { key } of FILTER_GROUPS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (page > 0) search.set('page', String(page + 1));
  return search;
}

/** Choosing a filter starts again at the first page; choosing the chosen value again clears it (spec section 4). */
export function chooseFilter(query: JobFoundQuery, key: FilterKey, value: string): JobFoundQuery {
  const next = new URLSearchParams(writeJobFoundQuery({ page: 0, filters: query.filters }));
  if (query.filters[key] === value) next.delete(key);
  else next.set(key, value);
  return readJobFoundQuery(next);
}
