import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetMemberInfo } from '#generated/api/member/member.ts';
import { hourLabel, isQuietHour, MAX_ALERT_CHOICES, type AlertSettingsValue } from '../../shared/alerts/push-support.ts';
import { useJobIds } from '../../shared/alerts/use-job-ids.ts';
import { FALLBACK_REGIONS } from '../../shared/regions/regions.ts';
import { useRegions } from '../../shared/regions/use-regions.ts';
import { paths } from '../../shared/routing/paths.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { RegionPicker } from '../../shared/ui/region-picker/RegionPickerOnDemand.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import type { SaveSettings } from './save-settings.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: hourLabel(hour) }));
const toggle = (list: readonly number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** What to be told about: the two kinds, the jobs (the member's saved jobs and any chosen before), the districts, the
 *  hour. Each change is saved at once. */
export function AlertSettingsForm({ settings, save }: { settings: AlertSettingsValue; save: SaveSettings }) {
  const info = useGetMemberInfo();
  const jobIds = useJobIds();
  const regions = useRegions();
  const [picking, setPicking] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  // the member's saved jobs first, then the ones chosen from a search
  const saved = info.data?.data.jobs ?? [];
  const jobs = [
    ...saved.map((job) => ({ jobId: job.jobId, jobName: job.jobName as string })),
    ...settings.jobIds
      .filter((id) => !saved.some((job) => job.jobId === id))
      .map((id) => ({ jobId: id, jobName: jobIds.nameOf(id) ?? (jobIds.status === 'pending' ? '불러오는 중…' : `직업 ${id}`) })),
  ];
  // the list from the server, else the built-in one (the same codes and names)
  const regionName = (code: number) =>
    (regions.status === 'ready' && regions.regions.find((r) => r.regionCode === code)?.regionName) ||
    FALLBACK_REGIONS.find((r) => r.regionCode === code)?.regionName ||
    `지역 ${code}`;

  return (
    <section className="alerts-card" aria-labelledby="alerts-settings-title">
      <h2 id="alerts-settings-title" className="alerts-card__title">
        알림 설정
      </h2>
      {!settings.enabled && <p className="alerts-card__note">알림이 꺼져 있는 동안에는 알림이 오지 않아요. 여기서 고른 것은 알림을 켜면 적용돼요.</p>}

      <fieldset className="alerts-fieldset">
        <legend className="alerts-fieldset__legend">무엇을 알려 드릴까요?</legend>
        <label className="alerts-check">
          <input type="checkbox" checked={settings.newPostings} onChange={() => save({ ...settings, newPostings: !settings.newPostings })} />
          <span>
            새 공고 <span className="alerts-check__hint">고른 직업·지역에 새로 올라온 채용 공고</span>
          </span>
        </label>
        <label className="alerts-check">
          <input
            type="checkbox"
            checked={settings.closingScraps}
            onChange={() => save({ ...settings, closingScraps: !settings.closingScraps })}
          />
          <span>
            마감 임박 스크랩 <span className="alerts-check__hint">스크랩한 공고의 마감 3일 전과 1일 전</span>
          </span>
        </label>
      </fieldset>

      <fieldset className="alerts-fieldset">
        <legend className="alerts-fieldset__legend">어떤 직업의 공고를 알려 드릴까요?</legend>
        {info.isPending ? (
          <p role="status">담은 직업을 불러오는 중이에요…</p>
        ) : jobs.length === 0 ? (
          <p className="alerts-card__note">
            아직 담은 직업이 없어요. <Link to={paths.jobFound}>직업 정보</Link>에서 직업을 담거나, 채용 정보 검색에서 ‘새 공고 알림 받기’를
            눌러 주세요.
          </p>
        ) : (
          jobs.map((job) => (
            <label key={job.jobId} className="alerts-check">
              <input
                type="checkbox"
                checked={settings.jobIds.includes(job.jobId)}
                disabled={!settings.jobIds.includes(job.jobId) && settings.jobIds.length >= MAX_ALERT_CHOICES}
                onChange={() => save({ ...settings, jobIds: toggle(settings.jobIds, job.jobId) })}
              />
              <span>{job.jobName}</span>
            </label>
          ))
        )}
        {info.isError && <p className="alerts-card__note">담은 직업을 불러오지 못했어요. 이미 고른 직업만 보여 드려요.</p>}
      </fieldset>

      <fieldset className="alerts-fieldset">
        <legend className="alerts-fieldset__legend">어느 지역의 공고를 알려 드릴까요?</legend>
        {settings.regionCodes.length === 0 ? (
          <p className="alerts-card__note">아직 고른 지역이 없어요. 지역을 더해야 새 공고 알림이 와요.</p>
        ) : (
          <ul className="alerts-regions">
            {settings.regionCodes.map((code) => (
              <li key={code} className="alerts-regions__item">
                <span>{regionName(code)}</span>
                <Button
                  variant="secondary"
                  className="alerts-regions__remove"
                  aria-label={`${regionName(code)} 빼기`}
                  onClick={() => save({ ...settings, regionCodes: settings.regionCodes.filter((c) => c !== code) })}
                >
                  빼기
                </Button>
              </li>
            ))}
          </ul>
        )}
        {settings.regionCodes.length < MAX_ALERT_CHOICES && (
          <Button ref={addButton} variant="secondary" aria-haspopup="dialog" onClick={() => setPicking(true)}>
            지역 더하기
          </Button>
        )}
        <RegionPicker
          open={picking}
          title="알림 받을 지역 선택"
          onClose={(choice) => {
            setPicking(false);
            if (choice && !settings.regionCodes.includes(choice.regionCode))
              save({ ...settings, regionCodes: [...settings.regionCodes, choice.regionCode] });
          }}
        />
      </fieldset>

      <div className="alerts-fieldset">
        <Select
          label="몇 시에 알려 드릴까요?"
          value={settings.digestHour}
          options={HOURS}
          onChange={(digestHour: number) => save({ ...settings, digestHour })}
          className="alerts-hour"
        />
        <p className="alerts-card__note">
          하루 한 번 알려 드려요.
          {isQuietHour(settings.digestHour)
            ? ' 밤 9시부터 아침 8시 전까지는 휴대폰을 울리지 않고 알림함에만 넣어 드려요.'
            : ' 밤 9시부터 아침 8시 전까지는 휴대폰을 울리지 않아요.'}
        </p>
      </div>
    </section>
  );
}
