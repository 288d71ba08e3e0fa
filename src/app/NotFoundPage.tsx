import { Link } from 'react-router-dom';
import { paths } from '../shared/routing/paths.ts';

export function NotFoundPage() {
  return (
    <section className="page">
      <h1 className="page__title">페이지를 찾을 수 없어요</h1>
      <p className="page__lead">주소가 바뀌었거나 없는 페이지입니다. 주소를 다시 확인해 주세요.</p>
      <p>
        <Link to={paths.home} className="button">
          홈으로 가기
        </Link>
      </p>
    </section>
  );
}
