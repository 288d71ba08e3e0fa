import type { LegalDocument } from './documents.ts';
import './legal.css';

const JOINED = /([0-9A-Za-z가-힣]+(?:·[0-9A-Za-z가-힣]+)+)/;

/** Words joined by a middle dot (수집·이용, 사람인·고용24, 시·군·구) kept on one line: a browser may break after the dot. */
export function Joined({ text }: { text: string }) {
  return text.split(JOINED).map((part, index) => (index % 2 === 1 ? <span key={index} className="nowrap">{part}</span> : part));
}

/** A document's sections: a heading each, then its paragraphs and list. `level` is the sections' heading level. */
export function LegalText({ document, level = 2 }: { document: LegalDocument; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="legal-text">
      {document.sections.map((section) => (
        <section key={section.heading} className="legal-text__section">
          <Heading className="legal-text__heading">
            <Joined text={section.heading} />
          </Heading>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>
              <Joined text={paragraph} />
            </p>
          ))}
          {section.items && (
            <ul className="legal-text__list">
              {section.items.map((item) => (
                <li key={item}>
                  <Joined text={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
