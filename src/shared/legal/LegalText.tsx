import type { LegalDocument } from './documents.ts';
import './legal.css';

/** A document's sections: a heading each, then its paragraphs and list. `level` is the sections' heading level. */
export function LegalText({ document, level = 2 }: { document: LegalDocument; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="legal-text">
      {document.sections.map((section) => (
        <section key={section.heading} className="legal-text__section">
          <Heading className="legal-text__heading">{section.heading}</Heading>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul className="legal-text__list">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
