import type { NavEntry } from '../../shared/routing/nav-entry.ts';
import { paths } from '../../shared/routing/paths.ts';

/** The /mytodo side menu (spec): 할 일 목록 on list, add, edit and memo paths; 스크랩 on scrap paths. */
export const SIDE_MENU: readonly NavEntry[] = [
  {
    label: '할 일 목록',
    to: paths.myTodoList,
    isActive: (p) => ['/mytodo/list', '/mytodo/add/', '/mytodo/edit/', '/mytodo/memo/'].some((prefix) => p.startsWith(prefix)),
  },
  { label: '스크랩', to: paths.scrapJob, isActive: (p) => p.startsWith('/mytodo/scrap') },
];
