// A member's consents: what they agreed to, in which version and when, and agreeing again when a required
// document changed (the app asks after login while `needsAgreement` is true).
import { consentRows, consentState, recordConsents } from '../domain/consent.ts';
import type { Handlers } from './types.ts';

export const handlers: Handlers = {
  async getConsent({ db, memberId }) {
    return consentState(db, memberId!);
  },

  async agreeConsent({ db, memberId, body }) {
    await recordConsents(db, memberId!, consentRows(body, { signUp: false }));
    return consentState(db, memberId!);
  },
};
