// The alerts screen's rules (issue 23): which browsers can get notifications, the hour's words, the key's bytes,
// a search's job × district merged into the settings, and the top bar's badge.
import { describe, expect, it } from 'vitest';
import {
  badgeText,
  base64UrlToBytes,
  hourLabel,
  inboxLinkName,
  isQuietHour,
  pushSupport,
  withSearch,
  type BrowserFacts,
} from '../../src/shared/alerts/push-support.ts';

const GALAXY_CHROME: BrowserFacts = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  maxTouchPoints: 5,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  standalone: false,
};
const IPHONE_SAFARI: BrowserFacts = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  maxTouchPoints: 5,
  hasServiceWorker: true,
  hasPushManager: false,
  hasNotification: false,
  standalone: false,
};

describe('pushSupport', () => {
  it('a Galaxy phone in Chrome can subscribe in the browser', () => {
    expect(pushSupport(GALAXY_CHROME)).toBe('supported');
  });
  it('an iPhone in a Safari tab (no PushManager) is told to add 새길 to the home screen', () => {
    expect(pushSupport(IPHONE_SAFARI)).toBe('ios-install');
  });
  it('an iPhone opened from the home screen with PushManager can subscribe', () => {
    expect(pushSupport({ ...IPHONE_SAFARI, hasPushManager: true, hasNotification: true, standalone: true })).toBe('supported');
  });
  it('an iPhone tab that has PushManager but is not standalone still needs the home screen', () => {
    expect(pushSupport({ ...IPHONE_SAFARI, hasPushManager: true, hasNotification: true })).toBe('ios-install');
  });
  it('an iPad that says Macintosh but has a touch screen counts as an iPad', () => {
    const ipad = { ...IPHONE_SAFARI, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15' };
    expect(pushSupport(ipad)).toBe('ios-install');
    expect(pushSupport({ ...ipad, maxTouchPoints: 0, hasPushManager: true, hasNotification: true })).toBe('supported');
  });
  it('a browser without a service worker or notifications cannot', () => {
    expect(pushSupport({ ...GALAXY_CHROME, hasServiceWorker: false })).toBe('unsupported');
    expect(pushSupport({ ...GALAXY_CHROME, hasNotification: false })).toBe('unsupported');
  });
});

describe('the hour', () => {
  it('reads as Korean says it', () => {
    expect([0, 8, 9, 12, 13, 21, 23].map(hourLabel)).toEqual(['밤 12시', '오전 8시', '오전 9시', '낮 12시', '오후 1시', '오후 9시', '오후 11시']);
  });
  it('21:00 to 08:00 is quiet (inbox only)', () => {
    expect([20, 21, 0, 7, 8].map(isQuietHour)).toEqual([false, true, true, true, false]);
  });
});

it('the VAPID key becomes its 65 bytes (base64url without padding)', () => {
  const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
  const bytes = base64UrlToBytes(key);
  expect(bytes.length).toBe(65);
  expect(bytes[0]).toBe(4); // an uncompressed P-256 point
  expect(Buffer.from(bytes).toString('base64url')).toBe(key);
});

describe('withSearch (새 공고 알림 받기 on a search)', () => {
  const settings = { enabled: false, jobIds: [3], regionCodes: [11110], newPostings: false, closingScraps: true, digestHour: 8 };
  it('adds the job and the district, turns alerts and new postings on, keeps the rest', () => {
    expect(withSearch(settings, 7, 11140)).toEqual({ ...settings, enabled: true, newPostings: true, jobIds: [3, 7], regionCodes: [11110, 11140] });
  });
  it('adds nothing twice', () => {
    expect(withSearch(settings, 3, 11110)).toEqual({ ...settings, enabled: true, newPostings: true });
  });
  it('a list of 20 does not take a 21st', () => {
    const full = { ...settings, jobIds: Array.from({ length: 20 }, (_, i) => i + 1) };
    expect(withSearch(full, 21, 11110)).toBe('full');
    expect(withSearch(full, 20, 11110)).not.toBe('full');
  });
});

it('the badge says 99+ past 99 and the link names the count', () => {
  expect([1, 99, 100, 2500].map(badgeText)).toEqual(['1', '99', '99+', '99+']);
  expect(inboxLinkName(0)).toBe('알림');
  expect(inboxLinkName(3)).toBe('알림 3건 읽지 않음');
});

it('an alert’s time is Seoul’s, said aloud', async () => {
  const { alertTimeLabel } = await import('../../src/shared/alerts/push-support.ts');
  expect(alertTimeLabel('2026-11-22T00:00:05.000Z')).toBe('11월 22일 오전 9시');
  expect(alertTimeLabel('2026-11-22T06:05:00.000Z')).toBe('11월 22일 오후 3시 5분');
  expect(alertTimeLabel('2026-12-31T15:30:00.000Z')).toBe('1월 1일 밤 12시 30분');
});
