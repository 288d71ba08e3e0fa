import './example-mark.css';

/**
 * Examples are the postings and courses no importer brought (the server's seed, `isExample` in the contract, decision
 * 0014): each carries a 예시 badge, a list that shows any says why in one line, and an example's way out is a search
 * on the site, labelled as one (it has no page of its own there).
 */
export type ExampleKind = 'posting' | 'course';

const WORDS: Readonly<Record<ExampleKind, { note: string; link: string }>> = {
  posting: {
    note: '예시 공고는 실제 공고가 아니라, 화면을 미리 보여 드리려고 새길이 만든 것이에요.',
    link: '사람인에서 비슷한 공고 찾기',
  },
  course: {
    note: '예시 과정은 실제 과정이 아니라, 화면을 미리 보여 드리려고 새길이 만든 것이에요.',
    link: '고용24에서 비슷한 과정 찾기',
  },
};

/** The way out of an example: a search on the site ('사람인에서 비슷한 공고 찾기'). */
export function exampleLinkLabel(kind: ExampleKind): string {
  return WORDS[kind].link;
}

export function ExampleBadge() {
  return <span className="example-badge">예시</span>;
}

/** Why some of what is shown is marked 예시: one line. */
export function ExampleNote({ kind }: { kind: ExampleKind }) {
  return (
    <p className="example-note">
      <ExampleBadge /> {WORDS[kind].note}
    </p>
  );
}

/** An example's search on the site, in a new tab, said as a search. */
export function ExampleSearchLink({ kind, href }: { kind: ExampleKind; href: string }) {
  return (
    <a className="example-link" href={href} target="_blank" rel="noopener noreferrer">
      {WORDS[kind].link}
      <span className="visually-hidden"> (새 창에서 열림)</span>
    </a>
  );
}

/** A title that opens the item on its site in a new tab; an example's title is plain text (it has no page there). */
export function SiteTitle({ item, href, className }: { item: { title: string; isExample: boolean }; href: string; className?: string }) {
  if (item.isExample) return <span className={className}>{item.title}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {item.title}
      <span className="visually-hidden"> (새 창에서 열림)</span>
    </a>
  );
}
