import { paths } from './paths.ts';

/** Navigation state for /login: the page to come back to after logging in (an in-app path). */
export interface LoginReturnState {
  from?: string;
}

/** The state for a link or redirect to /login from the page at `location`: after logging in the member comes back here. */
export function comeBackHere(location: { pathname: string; search: string }): LoginReturnState {
  return { from: `${location.pathname}${location.search}` };
}

/** Where a member goes after logging in, or when already logged in on /login or /signup: back where they came from, an
 * in-app path only (never /login or /signup again), else home. */
export function afterLoginPath(from: string | undefined): string {
  if (!from || !from.startsWith('/')) return paths.home;
  // same origin only: '//evil.example', '/\\evil.example' or '/\t/evil.example' would leave the site
  const base = 'https://saegil.invalid';
  const url = new URL(from, base);
  if (url.origin !== base || url.pathname === paths.login || url.pathname === paths.signup) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
