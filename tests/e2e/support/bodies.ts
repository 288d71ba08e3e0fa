// Response bodies in the contract's envelopes, typed from the generated model (generated/model), for the calls the
// mock specs answer themselves: states Prism's random data cannot show (an exact D-0, an empty list, many pages).
import type { ErrorResponse } from '#generated/model/errorResponse.zod.ts';

export const TIMESTAMP = '2026-11-22T09:30:00.000Z';

/** The success envelope: `{ success: true, timestamp, data }`. */
export const envelope = <T>(data: T) => ({ success: true as const, timestamp: TIMESTAMP, data });

/** The failure envelope, with a code the contract knows. */
export const errorBody = (statusCode: number, code: ErrorResponse['code'], message: string): ErrorResponse => ({
  success: false,
  timestamp: TIMESTAMP,
  statusCode,
  code,
  message,
});
