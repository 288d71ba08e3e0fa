import { useGetOtherDreamers, useGetPublicDreamers } from '#generated/api/dreamer/dreamer.ts';
import { paths } from '../../shared/routing/paths.ts';
import { DreamerCardList } from '../../shared/ui/DreamerCard.tsx';
import { QueryState } from '../../shared/ui/StateMessage.tsx';
import { HomeSection } from './HomeSection.tsx';
import { LOAD_FAILED, NO_DREAMERS } from './messages.ts';

const SHOWN = 6;

/** Members with a job see others preparing for the same jobs; everyone else the most viewed dreamers. */
export function DreamersSection({ sameJob }: { sameJob: boolean }) {
  const others = useGetOtherDreamers({ query: { enabled: sameJob } });
  const popular = useGetPublicDreamers({ query: { enabled: !sameJob } });
  const query = sameJob ? others : popular;
  const dreamers = query.data?.data.slice(0, SHOWN) ?? [];

  return (
    <HomeSection
      id="home-dreamers-title"
      title={sameJob ? '나와 같은 꿈을 꾸는 드리머' : '함께 꿈꾸는 드리머'}
      more={{ to: paths.jobFound, label: '직업 정보 더 보기' }}
    >
      <QueryState query={query} error={LOAD_FAILED} empty={NO_DREAMERS} isEmpty={dreamers.length === 0}>
        <DreamerCardList dreamers={dreamers} className="home-grid" />
      </QueryState>
    </HomeSection>
  );
}
