import { describe, expect, it } from 'vitest';
import { afterLoginPath, comeBackHere } from '../../src/shared/routing/login-return.ts';

describe('after logging in', () => {
  it('goes back to the in-app page the member came from, with its query', () => {
    expect(afterLoginPath('/mytodo/list')).toBe('/mytodo/list');
    expect(afterLoginPath(comeBackHere({ pathname: '/jobfound', search: '?page=2' }).from)).toBe('/jobfound?page=2');
  });

  it('goes home without a page, or for /login and /signup themselves', () => {
    expect(afterLoginPath(undefined)).toBe('/');
    expect(afterLoginPath('/login')).toBe('/');
    expect(afterLoginPath('/signup?step=2')).toBe('/');
  });

  it('never leaves the site: absolute, protocol-relative, backslash and relative addresses go home', () => {
    for (const from of ['https://evil.example/', '//evil.example/x', '/\\evil.example/x', '/\t/evil.example', 'jobfound', 'javascript:alert(1)'])
      expect(afterLoginPath(from), from).toBe('/');
  });
});
