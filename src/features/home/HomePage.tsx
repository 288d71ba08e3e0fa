import { useGetMyTodoGroup } from '#generated/api/my-dream/my-dream.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { NearbyHelp } from '../help-kit/NearbyHelp.tsx';
import { ClosingScrapsPanel } from './ClosingScrapsPanel.tsx';
import { DreamersSection } from './DreamersSection.tsx';
import { LatestRecruitSection } from './LatestRecruitSection.tsx';
import { LOAD_FAILED } from './messages.ts';
import { MyDreamSummary } from './MyDreamSummary.tsx';
import { PopularJobsBanner } from './PopularJobsBanner.tsx';
import './home.css';

/** /: the banner for visitors and members without a job, the member's own plan otherwise; dreamers; recruitment. */
export function HomePage() {
  const { loggedIn, user } = useSession();
  const group = useGetMyTodoGroup({ query: { enabled: loggedIn } });
  const myGroup = loggedIn && group.data?.data.todoGroupId != null ? group.data.data : null;

  return (
    <div className="page home">
      <h1 className="visually-hidden">새길 홈</h1>
      {!loggedIn ? (
        <PopularJobsBanner cta="login" />
      ) : group.isPending ? (
        // the plan (or the banner) takes this place: its room is kept, so what is below does not jump when it comes
        <div className="home__pending-plan">
          <LoadingState label="나의 꿈을 불러오는 중..." />
        </div>
      ) : group.isError ? (
        <ErrorState message={LOAD_FAILED} onRetry={() => void group.refetch()} />
      ) : myGroup ? (
        <MyDreamSummary group={myGroup} nickname={user.nickname} regionName={user.regionName} />
      ) : (
        <PopularJobsBanner cta="onboard" regionName={user.regionName} />
      )}
      {loggedIn && <ClosingScrapsPanel />}
      <DreamersSection sameJob={myGroup !== null} />
      {/* a member's list depends on their saved job: asked once the plan has answered, not twice */}
      {!(loggedIn && group.isPending) && <LatestRecruitSection regionName={loggedIn ? user.regionName : ''} jobName={myGroup?.jobName ?? ''} />}
      <NearbyHelp />
    </div>
  );
}
