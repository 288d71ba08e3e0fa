// Whether this browser can show 새길's notifications, and the small pieces of subscribing (issue 23). Pure functions
// of what the browser says, so the screen's states are tested without a browser (tests/unit/alerts-push.test.ts).
import type { AlertSettings } from '#generated/model/alertSettings.zod.ts';

/** What the browser can do about phone notifications:
 *  - 'supported': ask permission and subscribe;
 *  - 'ios-install': an iPhone or iPad whose Safari tab cannot subscribe — it can once 새길 is on the home screen;
 *  - 'unsupported': no notifications here (the 알림함 still has everything). */
export type PushSupport = 'supported' | 'ios-install' | 'unsupported';

export interface BrowserFacts {
  userAgent: string;
  maxTouchPoints: number;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** opened from the home screen (display-mode: standalone, or Safari's navigator.standalone) */
  standalone: boolean;
}

/** An iPhone, iPod or iPad (an iPad's Safari says Macintosh, but has a touch screen). */
export function isAppleMobile({ userAgent, maxTouchPoints }: Pick<BrowserFacts, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function pushSupport(facts: BrowserFacts): PushSupport {
  const capable = facts.hasServiceWorker && facts.hasPushManager && facts.hasNotification;
  if (isAppleMobile(facts) && !(capable && facts.standalone)) return 'ios-install';
  return capable ? 'supported' : 'unsupported';
}

/** The facts of the browser this runs in. */
export function browserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    standalone: nav.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches),
  };
}

/** A VAPID public key (base64url, no padding) as the bytes pushManager.subscribe takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The hour as the screen says it: 0 → '밤 12시', 9 → '오전 9시', 12 → '낮 12시', 21 → '오후 9시'. */
export function hourLabel(hour: number): string {
  if (hour === 0) return '밤 12시';
  if (hour < 12) return `오전 ${hour}시`;
  if (hour === 12) return '낮 12시';
  return `오후 ${hour - 12}시`;
}

/** 21시부터 8시 전까지는 휴대폰으로 보내지 않는다 (the server's quiet hours, docs/decisions/0020). */
export const isQuietHour = (hour: number) => hour >= 21 || hour < 8;

/** The settings as the contract has them (generated from openapi/). */
export type AlertSettingsValue = AlertSettings;

export const MAX_ALERT_CHOICES = 20;

/** The settings with one job × district added (a search's 새 공고 알림 받기): alerts and new postings on, nothing
 *  else changed; 'full' when a list already holds 20 and the new one is not in it. */
export function withSearch(settings: AlertSettingsValue, jobId: number, regionCode: number): AlertSettingsValue | 'full' {
  const add = (list: number[], id: number) => (list.includes(id) ? list : [...list, id]);
  const jobIds = add(settings.jobIds, jobId);
  const regionCodes = add(settings.regionCodes, regionCode);
  if (jobIds.length > MAX_ALERT_CHOICES || regionCodes.length > MAX_ALERT_CHOICES) return 'full';
  return { ...settings, enabled: true, newPostings: true, jobIds, regionCodes };
}

/** The unread count as the badge says it (99+) and as the link is named. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
export const inboxLinkName = (count: number) => (count > 0 ? `알림 ${count}건 읽지 않음` : '알림');

/** When an alert was made, in Seoul's time as said aloud: '11월 22일 오전 9시', '11월 22일 오후 3시 5분'. */
export function alertTimeLabel(iso: string): string {
  const seoul = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  const minute = seoul.getUTCMinutes();
  return `${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일 ${hourLabel(seoul.getUTCHours())}${minute ? ` ${minute}분` : ''}`;
}
