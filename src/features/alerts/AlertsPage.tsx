import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetAlertSettingsQueryKey, useGetAlertSettings, useUpdateAlertSettings } from '#generated/api/alerts/alerts.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { type AlertSettingsValue } from '../../shared/alerts/push-support.ts';
import { ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { AlertInbox } from './AlertInbox.tsx';
import { AlertSettingsForm } from './AlertSettingsForm.tsx';
import { AlertSwitch } from './AlertSwitch.tsx';
import type { SaveSettings } from './save-settings.ts';
import './alerts.css';

export const ALERTS_TITLE = '새 공고 알림';

/**
 * /alerts (issue 23): turning alerts on and off with one tap, this phone's notifications, and what to be told about
 * (kinds, jobs, districts, the hour). The settings are made with the member's saved jobs and district the first time
 * they are asked for (server).
 */
export function AlertsPage() {
  const settings = useGetAlertSettings();
  const update = useUpdateAlertSettings();
  const queryClient = useQueryClient();
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  // what the member just chose, shown in the same render as their tap: the query cache tells its observers a tick
  // later, and meanwhile React would put a controlled checkbox back as it was (until the save answers)
  const [chosen, setChosen] = useState<AlertSettingsValue | null>(null);
  const toast = useToast();

  const save: SaveSettings = Object.assign(
    (next: AlertSettingsValue, done?: { onSuccess?: () => void; onError?: () => void }) => {
      const key = getGetAlertSettingsQueryKey();
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, { ...before, data: next });
      setChosen(next);
      setSaveFailure(null);
      update.mutate(
        { data: next },
        {
          onSuccess: (response) => {
            queryClient.setQueryData(key, response);
            setChosen(null);
            toast.show(next.enabled ? '알림 설정을 저장했어요.' : '모든 알림을 껐어요.', { variant: 'success' });
            done?.onSuccess?.();
          },
          onError: (error) => {
            if (before) queryClient.setQueryData(key, before);
            setChosen(null);
            setSaveFailure(`바꾼 설정을 저장하지 못했어요. ${errorMessage(error)}`);
            done?.onError?.();
          },
        },
      );
    },
    { pending: update.isPending },
  );

  // (a save's own callbacks run for the latest save only: TanStack Query's mutate)
  const value = chosen ?? settings.data?.data;
  return (
    <div className="page alerts-page">
      {/* for 홈 화면에 추가, which this screen teaches (an iPhone gets notifications only from the home screen): the app's
          manifest and icon are named here only, so no other screen's first load fetches them (React puts them in <head>) */}
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/saegil-192.png" />
      <h1 className="page__title">{ALERTS_TITLE}</h1>
      <p className="page__lead">담은 직업과 고른 지역에 새 공고가 올라오면 하루 한 번 알려 드려요.</p>
      {settings.isPending ? (
        <LoadingState label="알림 설정을 불러오는 중이에요…" />
      ) : settings.isError || !value ? (
        <ErrorState message={`알림 설정을 불러오지 못했어요. ${errorMessage(settings.error)}`} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <AlertSwitch settings={value} save={save} />
          {saveFailure && (
            <p role="alert" className="alerts-page__failure">
              {saveFailure}
            </p>
          )}
        </>
      )}
      {/* the 알림함 works whatever the settings and the phone can do */}
      <AlertInbox />
      {value && <AlertSettingsForm settings={value} save={save} />}
    </div>
  );
}
