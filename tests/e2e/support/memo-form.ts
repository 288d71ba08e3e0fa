// The memo form (/mytodo/add, /mytodo/edit, /mytodo/memo) in the mock specs: a logged-in member, pictures for
// the contract's example images, and the multipart fields the form sends.
import type { Page, Request } from '@playwright/test';
import { PNG_1PX } from './png.ts';
import { prefer } from './routes.ts';
import { loginAs } from './session.ts';

export const DETAIL = '**/v1/my-dream/todo/101';
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1PX });

/** The multipart fields of a request, by name (repeated names keep every value). */
export function formFields(request: Request): Record<string, string[]> {
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const fields: Record<string, string[]> = {};
  for (const part of body.split(/--[-\w]+\r\n/)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const value = part.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '');
    (fields[name] ??= []).push(/filename="/.test(part) ? `file:${/filename="([^"]+)"/.exec(part)?.[1]}` : Buffer.from(value, 'latin1').toString('utf8'));
  }
  return fields;
}

/** Logged in; the contract's example images (on cdn.saegil.kr) get a real picture. */
export async function member(page: Page) {
  await loginAs(page);
  // the contract's example images live on cdn.saegil.kr; give the browser a real picture for them
  await page.route('https://cdn.saegil.kr/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG_1PX }));
}

/** Logged in, the to-do's detail answered with Prism's `example`, and `path` (/mytodo/edit/…, /mytodo/memo/…) opened. */
export async function openMemo(page: Page, path: string, example: string, detail = DETAIL) {
  await member(page);
  await prefer(page, detail, example, 'GET');
  await page.goto(path);
}
