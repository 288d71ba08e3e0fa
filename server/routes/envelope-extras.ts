// Fields a success envelope carries beside `data` where the original system's wire format puts them there
// (contract: DuplicateCheckResponse). Everything else answers `{ success, timestamp, data }` only.
import type { OperationId } from './types.ts';

type Extras = (data: unknown) => Record<string, unknown>;

const duplicatedOnTop: Extras = (data) => ({ duplicated: (data as { duplicated: boolean }).duplicated });

export const ENVELOPE_EXTRAS: Partial<Record<OperationId, Extras>> = {
  checkLoginId: duplicatedOnTop,
  checkNickname: duplicatedOnTop,
};
