// Medians, spreads and a process's memory, for the bench's tables.
import { readFileSync } from 'node:fs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export const spread = (xs, digits = 1) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

/** `median (min–max)` */
export const summary = (xs, digits = 1) => `${median(xs).toFixed(digits)} (${spread(xs, digits)})`;

export const mark = (ok) => (ok ? '✓' : '✗');

/** Peak and current resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) };
  } catch {
    return { peak: NaN, now: NaN };
  }
}
