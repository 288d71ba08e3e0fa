import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../shared/legal/documents.ts';
import { paths } from '../../shared/routing/paths.ts';
import './footer.css';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav aria-label="안내">
          <ul className="footer__links">
            <li>
              <Link to={paths.notice}>공지사항</Link>
            </li>
            <li>
              <Link to={paths.terms}>이용약관</Link>
            </li>
            <li>
              {/* bold: the law asks the processing policy to stand out (개인정보 보호법 시행령 제31조) */}
              <Link to={paths.privacy} className="footer__privacy">
                개인정보 처리방침
              </Link>
            </li>
            <li>
              <Link to={paths.contact}>문의하기</Link>
            </li>
          </ul>
        </nav>
        <p className="footer__contact">
          문의: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        <p className="footer__copy">© 2026 새길 팀. 인생 2막, 새로운 길을 함께 찾습니다.</p>
      </div>
    </footer>
  );
}
