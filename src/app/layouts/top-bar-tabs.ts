import type { NavEntry } from '../../shared/routing/nav-entry.ts';
import { paths } from '../../shared/routing/paths.ts';

/** The four tabs with the spec's highlight rules. */
export const TOP_BAR_TABS: readonly NavEntry[] = [
  {
    label: '직업 정보',
    to: paths.jobFound,
    isActive: (p) => (p.startsWith('/job') && !p.startsWith('/jobsearch')) || p.startsWith('/others'),
  },
  { label: '학원 정보', to: paths.learning, isActive: (p) => p.startsWith('/learning') },
  { label: '채용 정보', to: paths.jobSearch, isActive: (p) => p.startsWith('/jobsearch') },
  { label: '나의 할 일', to: paths.myTodoList, isActive: (p) => p.startsWith('/mytodo') },
];

export function activeTabLabel(pathname: string): string | undefined {
  return TOP_BAR_TABS.find((tab) => tab.isActive(pathname))?.label;
}
