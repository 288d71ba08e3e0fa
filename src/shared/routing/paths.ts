// Every route of the spec's route table, in one place (typed builders for the ones with ids).
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  onboard: '/onboard',
  jobRecommend: '/jobrecommend',
  jobSearch: '/jobsearch',
  learning: '/learning',
  jobFound: '/jobfound',
  jobInfo: (jobId: number | string) => `/jobinfo/${jobId}`,
  others: (jobId: number | string) => `/others/${jobId}`,
  othersList: (todoGroupId: number | string) => `/otherslist/${todoGroupId}`,
  otherTodoMemo: (todoId: number | string) => `/othertodo/memo/${todoId}`,
  myPage: '/mypage',
  myTodo: '/mytodo',
  myTodoList: '/mytodo/list',
  myTodoAdd: (todoGroupId: number | string) => `/mytodo/add/${todoGroupId}`,
  myTodoEdit: (todoId: number | string) => `/mytodo/edit/${todoId}`,
  myTodoMemo: (todoId: number | string) => `/mytodo/memo/${todoId}`,
  myTodoScrap: '/mytodo/scrap',
  scrapJob: '/mytodo/scrap/job',
  scrapEdu: '/mytodo/scrap/edu',
  // the footer's pages (issue 21): not in the spec's route table
  notice: '/notice',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
} as const;

/** Navigation state a screen may pass: a toast to show on arrival (shown long enough to read: toast-duration.ts). */
export interface ToastState {
  toast?: string;
}
