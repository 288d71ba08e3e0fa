import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '../StateMessage.tsx';
import type { RegionPickerProps } from './RegionPicker.tsx';

const Picker = lazy(() => import('./RegionPicker.tsx').then((m) => ({ default: m.RegionPicker })));

/**
 * The region picker as the screens use it: its code (the lists, the regions call) comes the first time it opens, so no
 * screen's first load carries it; from then on it stays, as the picker itself would.
 */
export function RegionPicker(props: RegionPickerProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<LoadingState label="지역 목록을 여는 중이에요…" />}>
      <Picker {...props} />
    </Suspense>
  );
}
