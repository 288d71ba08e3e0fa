import './footer.css';

export const CONTACT_EMAIL = 'help@saegil.kr';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <ul className="footer__links" aria-label="안내">
          <li>공지사항</li>
          <li>이용약관</li>
          <li>문의하기</li>
        </ul>
        <p className="footer__contact">
          문의: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        <p className="footer__copy">© 2026 새길. 인생 2막, 새로운 길을 함께 찾습니다.</p>
      </div>
    </footer>
  );
}
