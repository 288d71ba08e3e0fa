// What every part of the provider-verification journey shares: the journey's members and checks, answer data,
// images and forms.
import type { Answer, Verifier } from '../client.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are validated against the contract, then read loosely */
export const data = (a: Answer): any => (a.body as any)?.data;

export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);
export const png = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' });
export const textAsPng = () => new File(['이것은 이미지가 아닙니다'], 'fake.png', { type: 'image/png' });
export const hugePng = () => {
  const bytes = new Uint8Array(6 * 1024 * 1024);
  bytes.set(PNG.subarray(0, 16));
  return new File([bytes], 'huge.png', { type: 'image/png' });
};
export function form(fields: Record<string, string | File | (string | File)[]>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item);
  return fd;
}

export const MISSING_ID = 987654321;
export const PASSWORD = 'Verify!2026';
/** The current versions of the required documents (the contract's sign-up example); news (optional) left out. */
export const CONSENTS = { terms: '2026-11-28', privacy: '2026-11-28' } as const;

/** The journey's own members (A and B, made fresh for each run) and its behaviour check. */
export interface Journey {
  v: Verifier;
  /** a behaviour the contract promises (skipped against Prism, which only knows the shapes) */
  expectTrue: (condition: boolean, message: string) => void;
  stamp: string;
  idA: string;
  idB: string;
  nickA: string;
  nickB: string;
}

export function startJourney(v: Verifier): Journey {
  const expectTrue = (condition: boolean, message: string) => {
    if (!v.prism && !condition) v.failures.push(`behaviour: ${message}`);
  };
  const stamp = Date.now().toString(36).slice(-6);
  const idA = `va${stamp}`;
  const idB = `vb${stamp}`;
  const nickA = `가${stamp}`;
  const nickB = `나${stamp}`;

  return { v, expectTrue, stamp, idA, idB, nickA, nickB };
}
