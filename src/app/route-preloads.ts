// Which screen modules each path of the app loads first, from the route table (src/shared/routing/routes.ts): the
// build preloads them with the path's page (vite-first-load.ts).
import { MY_TODO_FRAME, pageModule, patternSource, SCREENS } from '../shared/routing/routes.ts';

export { patternSource };

/** [path pattern, modules in src/ the route's lazy() loads] */
export const ROUTE_PRELOADS: readonly (readonly [string, readonly string[]])[] = SCREENS.map((screen) => [
  screen.path,
  [...(screen.myTodo ? [pageModule(MY_TODO_FRAME)[0]] : []), pageModule(screen.page)[0]],
]);
