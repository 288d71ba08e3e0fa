// Examples are the postings and courses no importer brought: the seed writes them at first start (source 'seed'), the
// importers write 'saramin' and 'work24'. An example never links to an id made up for it: it links to a search on the
// site it imitates, for the same job (and, for a posting, the same district). The search addresses are the sites'
// public search pages (사람인 `zf_user/search/recruit?searchword=`, 고용24 훈련과정 검색 `trnnCrsInf.do?keyword=`).

/** A row's `source` when the seed wrote it. */
export const SEED_SOURCE = 'seed';

export function isExampleSource(source: string): boolean {
  return source === SEED_SOURCE;
}

/** 사람인's search for a job in a district ('요양보호사 종로구'). */
export function postingSearchUrl(jobName: string, district: string): string {
  return `https://www.saramin.co.kr/zf_user/search/recruit?searchword=${encodeURIComponent(`${jobName} ${district}`)}`;
}

/** 고용24's training-course search for a job ('바리스타'). */
export function courseSearchUrl(jobName: string): string {
  return `https://www.work24.go.kr/hr/a/a/1100/trnnCrsInf.do?keyword=${encodeURIComponent(jobName)}`;
}
