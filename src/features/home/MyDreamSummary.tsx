import { Link } from 'react-router-dom';
import type { TodoGroup } from '#generated/model/todoGroup.zod.ts';
import { dreamDays } from '../../shared/format/dream-days.ts';
import { paths } from '../../shared/routing/paths.ts';
import { HomeTodoList } from './HomeTodoList.tsx';
import { RegionalRecruitCounts } from './RegionalRecruitCounts.tsx';

interface MyDreamSummaryProps {
  group: TodoGroup;
  nickname: string;
  regionName: string;
}

/** A member with a job: how long they have been dreaming, the job, open to-dos to tick, and local demand. */
export function MyDreamSummary({ group, nickname, regionName }: MyDreamSummaryProps) {
  return (
    <section className="home-dream" aria-labelledby="home-dream-title">
      <div className="home-dream__main">
        <h2 id="home-dream-title" className="home-dream__title">
          {nickname ? `${nickname}님의 꿈` : '나의 꿈'}
        </h2>
        <p className="home-dream__job">{group.jobName}</p>
        {group.daysAgo != null && (
          <p className="home-dream__days">
            꿈꾼 지 <strong>{dreamDays(group.daysAgo)}</strong>
          </p>
        )}
        <HomeTodoList todos={group.todos} />
        <Link to={paths.myTodoList} className="button button--secondary home-dream__more">
          나의 할 일 전체 보기
        </Link>
      </div>
      <RegionalRecruitCounts regionName={regionName} />
    </section>
  );
}
