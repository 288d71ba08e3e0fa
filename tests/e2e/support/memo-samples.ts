// What the live memo journey (plan-memo.spec.ts) types and uploads: a long title, a memo of several lines, a
// YouTube link and three pictures that are easy to tell apart.
import { pngFile } from './png.ts';

export const TITLE = '집 근처 요양보호사 실습 기관 두 곳을 방문해서 실습 일정과 조건을 비교하고 한 곳으로 정하기';
export const EDITED = `${TITLE} (월·수 방문)`;
export const MEMO = [
  '월요일 오전: 종로노인복지센터 방문 (02-123-4567, 담당 김영숙 선생님)',
  '수요일 오후: 혜화주간보호센터 방문 — 실습 80시간, 토요일도 가능한지 물어보기',
  '',
  '비교할 것: 집에서 걸리는 시간, 실습 시간표, 실습 뒤 채용 연계 여부, 점심 제공.',
].join('\n');
export const LINK = 'https://youtu.be/dQw4w9WgXcQ';
export const VIDEO_ID = 'dQw4w9WgXcQ';

export const PURPLE = pngFile('실습기관-안내문.png', [
  [108, 76, 207],
  [240, 232, 255],
]);
export const GREEN = pngFile('시간표.png', [
  [34, 139, 94],
  [226, 246, 236],
]);
export const ORANGE = pngFile('실습-확인서.png', [
  [214, 104, 28],
  [255, 240, 224],
]);
