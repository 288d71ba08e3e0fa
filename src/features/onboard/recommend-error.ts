import { isApiError } from '../../shared/http/api-error.ts';
import { RECOMMEND_EMPTY, RECOMMEND_FAILED } from './messages.ts';

export interface RecommendErrorAlert {
  message: string;
  /** after the alert: home (no usable result) or stay on the last question to try again */
  thenHome: boolean;
}

/** Spec section 8: a network error is shown as is; a result of the wrong shape means there is no result (home). */
export function recommendErrorAlert(error: unknown): RecommendErrorAlert {
  if (isApiError(error) && error.code === 'NETWORK_ERROR') return { message: error.message, thenHome: false };
  if (isApiError(error) && error.code === 'RESPONSE_SHAPE_MISMATCH') return { message: RECOMMEND_EMPTY, thenHome: true };
  return { message: RECOMMEND_FAILED, thenHome: false };
}
