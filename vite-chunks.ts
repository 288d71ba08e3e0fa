// Where the code that two or more screens share goes (vite.config.ts, codeSplitting): a screen's first load should
// carry what screens of every kind share, and its own kind's shared code, never another kind's (issue 26). Measured
// per screen by `node scripts/first-load-js.mjs`.
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/** The chunks of shared code, broadest first. Each names the files that may load it: a screen, a lazy section or a
 *  module loaded on a tap. A module goes to the narrowest chunk whose files include every load that reaches it, and to
 *  screens-shared when no chunk's do. */
const KINDS: [name: string, loadedBy: RegExp][] = [
  // log in, sign up, 간편 로그인, account recovery, 내 정보 and the consent re-check: the auth calls, the recovery code
  ['account', /\/src\/features\/(auth|account)\/|\/ConsentRecheckDialog\.tsx$/],
  // the sign-up steps: 회원가입 and a new 간편 로그인 member's profile step only
  ['signup', /\/src\/features\/auth\/(signup|social)\//],
  // 홈, a job's pages, 추천 and the plan's screens: the plan's and the other dreamers' calls
  ['plan', /\/src\/features\/(home|jobs|recommend|onboard|my-todo|floating-todo|dreamers|shared-plan)\//],
  // 채용 정보, 학원 정보 and the scraps: the search kit
  ['search', /\/src\/features\/(recruit|training|scraps|search-kit)\//],
  // 알림: the settings screen, the top bar's count and /jobsearch's 새 공고 알림 받기 (loaded on the tap)
  ['alerts', /\/(src\/features\/alerts|src\/shared\/alerts|generated\/api\/alerts)\//],
];

/** The files that start a load (the app's entry, or a dynamic import's target) whose static imports reach `id`. */
function loadsReaching(id: string, ctx: ChunkingContext): string[] {
  const loads: string[] = [];
  const seen = new Set([id]);
  const stack = [id];
  while (stack.length > 0) {
    const info = ctx.getModuleInfo(stack.pop()!);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) loads.push(info.id);
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        stack.push(importer);
      }
    }
  }
  return loads;
}

function chunkOf(id: string, ctx: ChunkingContext): string {
  const loads = loadsReaching(id, ctx);
  const fitting = KINDS.filter(([, loadedBy]) => loads.every((load) => loadedBy.test(load)));
  return fitting.at(-1)?.[0] ?? 'screens-shared';
}

const notCss = (id: string) => !id.endsWith('.css');

/**
 * One group per chunk, broadest first (the higher priority is taken first). A module's imports are reached by at least
 * the loads that reach it, so they belong to the same chunk or a broader one: screens-shared may take them along
 * (rolldown's includeDependenciesRecursively), the narrower ones need not, and no chunk imports a narrower one. Style
 * sheets stay with their screens.
 */
export const sharedCodeGroups = (priority: number): CodeSplittingGroup[] =>
  ['screens-shared', ...KINDS.map(([name]) => name)].map((name, i) => ({
    name: (id: string, ctx: ChunkingContext) => (chunkOf(id, ctx) === name ? name : null),
    test: notCss,
    minShareCount: 2,
    priority: priority - i / 100,
    includeDependenciesRecursively: i === 0,
  }));
