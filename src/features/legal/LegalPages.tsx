// /terms, /privacy, /contact and /notice: the pages the footer links to.
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths.ts';
import { CONTACT_EMAIL, PRIVACY_POLICY, TERMS, versionInKorean, type LegalDocument } from '../../shared/legal/documents.ts';
import { Joined, LegalText } from '../../shared/legal/LegalText.tsx';
import '../../shared/legal/legal.css';

const RELATED = [
  { to: paths.notice, label: '공지사항' },
  { to: paths.terms, label: '이용약관' },
  { to: paths.privacy, label: '개인정보 처리방침' },
  { to: paths.contact, label: '문의하기' },
];

function Page({ title, date, children, current }: { title: string; date?: string; children: React.ReactNode; current: string }) {
  return (
    <article className="legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title" className="legal-page__title">
        {title}
      </h1>
      {date && <p className="legal-page__date">시행일: {date}</p>}
      {children}
      <nav aria-label="다른 안내">
        <ul className="legal-page__related">
          {RELATED.filter((link) => link.to !== current).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

function DocumentPage({ document, path }: { document: LegalDocument; path: string }) {
  return (
    <Page title={document.title} date={versionInKorean(document.version)} current={path}>
      <LegalText document={document} />
    </Page>
  );
}

export function TermsPage() {
  return <DocumentPage document={TERMS} path={paths.terms} />;
}

export function PrivacyPage() {
  return <DocumentPage document={PRIVACY_POLICY} path={paths.privacy} />;
}

export function ContactPage() {
  return (
    <Page title="문의하기" current={paths.contact}>
      <div className="legal-text">
        <section className="legal-text__section">
          <h2 className="legal-text__heading">이메일로 문의해 주세요</h2>
          <p>
            새길 팀이 직접 읽고 답장합니다. 전화 상담은 아직 하지 않습니다.
          </p>
          <p>
            <a className="legal-page__mail" href={`mailto:${CONTACT_EMAIL}`}>
              {CONTACT_EMAIL}
            </a>
          </p>
        </section>
        <section className="legal-text__section">
          <h2 className="legal-text__heading">적어 주시면 빨리 도와드릴 수 있어요</h2>
          <ul className="legal-text__list">
            <li>어느 화면에서 무엇을 하려다 어떤 일이 있었는지</li>
            <li>회원이라면 아이디 (비밀번호는 절대 적지 마세요. 새길 팀은 비밀번호를 묻지 않습니다.)</li>
            <li>휴대폰인지 컴퓨터인지</li>
          </ul>
        </section>
        <section className="legal-text__section">
          <h2 className="legal-text__heading">개인정보에 관한 요청</h2>
          <p>
            내 정보를 보거나 고치거나 지우고 싶을 때, 선택 동의(새길 소식 받기)를 거두고 싶을 때도 이 주소로 알려 주세요. 10일 안에
            답합니다. 닉네임, 비밀번호, 거주 지역, 프로필 사진 바꾸기와 회원 탈퇴는 <Link to={paths.myPage}>내 정보</Link> 화면에서 바로 할
            수 있습니다. 자세한 내용은 <Link to={paths.privacy}>개인정보 처리방침</Link>에 있습니다.
          </p>
        </section>
      </div>
    </Page>
  );
}

const NOTICES = [
  {
    date: '2026-11-28',
    title: '이용약관과 개인정보 처리방침을 시작합니다',
    body: [
      '오늘부터 새길 이용약관과 개인정보 처리방침을 이 사이트에 공개합니다. 새로 가입할 때는 이용약관과 개인정보 수집·이용에 동의하고, 새길 소식 받기는 원하실 때만 고르시면 됩니다.',
      '이미 가입한 회원은 다음에 로그인할 때 한 번 동의를 여쭙니다. 동의하기 전에 약관 전문을 읽으실 수 있습니다.',
    ],
  },
];

export function NoticePage() {
  return (
    <Page title="공지사항" current={paths.notice}>
      <ol className="legal-text legal-notices">
        {NOTICES.map((notice) => (
          <li key={notice.title} className="legal-text__section">
            <h2 className="legal-text__heading">{notice.title}</h2>
            <p className="legal-page__date">
              <time dateTime={notice.date}>{versionInKorean(notice.date)}</time>
            </p>
            {notice.body.map((paragraph) => (
              <p key={paragraph}>
                <Joined text={paragraph} />
              </p>
            ))}
          </li>
        ))}
      </ol>
    </Page>
  );
}
