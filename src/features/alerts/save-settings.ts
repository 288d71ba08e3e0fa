import type { AlertSettingsValue } from '../../shared/alerts/push-support.ts';

/** A change saved now (each choice saves at once: no form to forget to send). */
export interface SaveSettings {
  (next: AlertSettingsValue, done?: { onSuccess?: () => void; onError?: () => void }): void;
  pending: boolean;
}
