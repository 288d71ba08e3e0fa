// Typed builders for every route of the route table (routes.ts): a path without a param is itself, one with a param
// (every such route has one) a function of the id.
import { ROUTES, type RouteName } from './routes.ts';

type PathOf<Pattern extends string> = Pattern extends `${string}:${string}` ? (id: number | string) => string : Pattern;
type Paths = { [K in RouteName]: PathOf<(typeof ROUTES)[K]['path']> };

export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([name, { path }]) => [name, path.includes(':') ? (id: number | string) => path.replace(/:[A-Za-z]+/, String(id)) : path]),
) as Paths;

/** Navigation state a screen may pass: a toast to show on arrival (shown long enough to read: toast-duration.ts). */
export interface ToastState {
  toast?: string;
}
