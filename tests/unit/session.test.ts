import { describe, expect, it } from 'vitest';
import { endSession, getAccessToken, isLoggedIn, readUserStore, startSession, writeUserStore } from '../../src/shared/session/session.ts';

describe('session storage (spec keys)', () => {
  it('login stores tokens, nickname, member id and fills the userStore with an empty image', () => {
    startSession({ accessToken: 'a', refreshToken: 'r', nickname: '김영희', memberId: 7, regionName: '서울특별시 종로구' });
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
    expect(localStorage.getItem('nickname')).toBe('김영희');
    expect(localStorage.getItem('memberId')).toBe('7');
    expect(readUserStore()).toEqual({ regionName: '서울특별시 종로구', nickname: '김영희', userImage: '' });
    expect(isLoggedIn()).toBe(true);
  });

  it('logout clears every key', () => {
    startSession({ accessToken: 'a', refreshToken: 'r', nickname: '김영희', memberId: 7, regionName: null });
    endSession();
    for (const key of ['accessToken', 'refreshToken', 'nickname', 'memberId', 'userStore']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(getAccessToken()).toBeNull();
  });

  it('a damaged userStore reads as empty instead of crashing', () => {
    localStorage.setItem('userStore', '{not json');
    expect(readUserStore()).toEqual({ regionName: '', nickname: '', userImage: '' });
    writeUserStore({ nickname: '박철수' });
    expect(readUserStore().nickname).toBe('박철수');
  });
});
