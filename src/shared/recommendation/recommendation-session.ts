// What the questionnaire leaves behind in this tab (sessionStorage): the answers, the recommended jobs and a job a
// visitor chose to save before logging in. Logging in leaves /jobrecommend and comes back without navigation state;
// these bring the results back and let the chosen job be saved then (issue 25.1). Logout forgets them.
const KEYS = {
  answers: 'saegil:onboard-answers',
  results: 'saegil:recommendation',
  pendingSave: 'saegil:recommendation-save',
} as const;

export interface PendingSave {
  jobId: number;
  jobTitle: string;
}

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null; // storage refused or a value that is not JSON: as if nothing was kept
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage refused (private mode, quota): the page still works, only a login loses it as before
  }
}

function remove(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

/** The questionnaire's chosen option per question key (only string values are kept). */
export function readAnswers(): Record<string, string> {
  const value = read(KEYS.answers);
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export const keepAnswers = (answers: Readonly<Record<string, string | undefined>>) => write(KEYS.answers, answers);

/** The last recommendation as the server sent it; the page checks its shape before showing it. */
export const readResults = (): unknown => read(KEYS.results);
export const keepResults = (results: unknown) => write(KEYS.results, results);

/** A job a visitor asked to save and then went to log in for. */
export function readPendingSave(): PendingSave | null {
  const value = read(KEYS.pendingSave) as Partial<PendingSave> | null;
  return value && typeof value.jobId === 'number' && typeof value.jobTitle === 'string'
    ? { jobId: value.jobId, jobTitle: value.jobTitle }
    : null;
}

export const keepPendingSave = (job: PendingSave) => write(KEYS.pendingSave, job);
export const forgetPendingSave = () => remove(KEYS.pendingSave);

/** Logout and withdrawal: the next person on this device starts afresh. */
export function forgetRecommendation() {
  for (const key of Object.values(KEYS)) remove(key);
}
