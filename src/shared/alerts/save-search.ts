// 새 공고 알림 받기 on /jobsearch (issue 23), what the tap does: loaded with the tap (SaveSearchAlert.tsx), so that the
// search's first load carries neither the alerts calls nor these rules.
import type { QueryClient } from '@tanstack/react-query';
import { getGetAlertSettingsQueryKey, getGetAlertSettingsQueryOptions, updateAlertSettings } from '#generated/api/alerts/alerts.ts';
import { FALLBACK_REGIONS } from '../regions/regions.ts';
import { hourLabel, withSearch } from './push-support.ts';
import { findJobId } from './use-job-ids.ts';

export type SaveOutcome = { ok: boolean; text: string };

/** The searched job × district joins the member's alert settings, the rest kept. */
export async function saveSearchAlert(queryClient: QueryClient, job: string, regionName: string): Promise<SaveOutcome> {
  const regionCode = FALLBACK_REGIONS.find((r) => r.regionName === regionName)?.regionCode;
  const jobId = await findJobId(queryClient, job);
  if (!regionCode || !jobId) return { ok: false, text: '이 검색으로는 알림을 만들 수 없어요. 알림 설정에서 직업과 지역을 골라 주세요.' };
  const current = await queryClient.fetchQuery({ ...getGetAlertSettingsQueryOptions(), staleTime: 0 });
  const next = withSearch(current.data, jobId, regionCode);
  if (next === 'full') return { ok: false, text: '직업이나 지역은 20개까지 고를 수 있어요. 알림 설정에서 몇 개를 뺀 다음 다시 눌러 주세요.' };
  const saved = await updateAlertSettings(next);
  queryClient.setQueryData(getGetAlertSettingsQueryKey(), saved);
  return { ok: true, text: `${job} · ${regionName}의 새 공고를 매일 ${hourLabel(saved.data.digestHour)}에 알려 드릴게요.` };
}
