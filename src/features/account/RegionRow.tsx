import { useRef, useState } from 'react';
import { useChangeRegion } from '#generated/api/member/member.ts';
import type { RegionChoice } from '../../shared/regions/regions.ts';
import { useRegions } from '../../shared/regions/use-regions.ts';
import { writeUserStore } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { RegionPicker } from '../../shared/ui/region-picker/RegionPickerOnDemand.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { regionChangeFailure } from './account-failures.ts';
import { useMemberInfoCache } from './use-member-info-cache.ts';

interface RegionRowProps {
  regionName: string | null;
  onFailure: (message: string) => void;
}

/** 거주지 with 변경: the region picker, then PUT /v1/member/region; the top bar's userStore follows at once. */
export function RegionRow({ regionName, onFailure }: RegionRowProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const regions = useRegions();
  const change = useChangeRegion();
  const updateInfo = useMemberInfoCache();
  const toast = useToast();

  const current: RegionChoice | null =
    (regions.status === 'ready' && regions.regions.find((r) => r.regionName === regionName)) || null;

  const close = (choice: RegionChoice | null) => {
    setOpen(false);
    if (!choice || choice.regionName === regionName) return;
    change.mutate(
      { data: { newRegionCode: choice.regionCode } },
      {
        onSuccess: ({ data }) => {
          updateInfo(() => ({ regionName: data.regionName }));
          writeUserStore({ regionName: data.regionName });
          toast.show('거주지를 바꿨어요.', { variant: 'success' });
        },
        onError: (error) => onFailure(regionChangeFailure(error)),
      },
    );
  };

  return (
    <div className="account-row">
      <dt className="account-row__label">거주지</dt>
      <dd className="account-row__value">
        <span className="account-row__text">{regionName ?? '아직 고르지 않았어요'}</span>
        <Button
          ref={button}
          variant="secondary"
          aria-label="거주지 변경"
          aria-haspopup="dialog"
          busy={change.isPending}
          onClick={() => setOpen(true)}
        >
          {change.isPending ? '바꾸는 중…' : '변경'}
        </Button>
        <RegionPicker open={open} value={current} onClose={close} />
      </dd>
    </div>
  );
}
