import { describe, expect, it } from 'vitest';
import { activeTabLabel } from '../../src/app/layouts/top-bar-tabs.ts';

describe('top bar tab highlighting (spec: route prefixes)', () => {
  it.each([
    ['/jobfound', '직업 정보'],
    ['/jobinfo/3', '직업 정보'],
    ['/jobrecommend', '직업 정보'],
    ['/others/4', '직업 정보'],
    ['/otherslist/12', '직업 정보'],
    ['/learning', '학원 정보'],
    ['/jobsearch', '채용 정보'],
    ['/mytodo/list', '나의 할 일'],
    ['/mytodo/scrap/edu', '나의 할 일'],
  ])('%s highlights %s', (path, label) => {
    expect(activeTabLabel(path)).toBe(label);
  });

  it.each(['/', '/login', '/signup', '/mypage', '/onboard', '/othertodo/memo/5'])('%s highlights no tab', (path) => {
    expect(activeTabLabel(path)).toBeUndefined();
  });
});
