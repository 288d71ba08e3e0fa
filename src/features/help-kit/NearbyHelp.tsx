import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const NearbyHelpSection = lazy(() => import('./NearbyHelpSection.tsx').then((m) => ({ default: m.NearbyHelpSection })));

/** how far ahead of the reader the section starts to load: a screen's height */
const AHEAD = '100% 0px';

/**
 * 가까운 도움 받기 where home and a job's page put it, last (issue 24). Its code and its call wait until the reader comes
 * within a screen of it, by scrolling or by Tab: a first load carries neither, and it is there before they reach it.
 * Where it is is known once the screen's own answers have come (before, the page is short and everything is near).
 */
export function NearbyHelp() {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const settled = useIsFetching() === 0;
  useEffect(() => {
    const target = spot.current;
    if (near || !settled || !target) return;
    const watch = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    watch.observe(target);
    return () => watch.disconnect();
  }, [near, settled]);
  if (!near) return <div ref={spot} />;
  return (
    <Suspense fallback={null}>
      <NearbyHelpSection />
    </Suspense>
  );
}
