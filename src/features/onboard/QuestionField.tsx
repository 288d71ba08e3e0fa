import { useId, type Ref } from 'react';
import type { Question } from './questionnaire.ts';

interface QuestionFieldProps {
  question: Question;
  ordinal: number;
  total: number;
  chosen: string | undefined;
  onChoose: (option: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** One question as a radio group: arrow keys choose, Enter goes on (the form's submit). */
export function QuestionField({ question, ordinal, total, chosen, onChoose, headingRef }: QuestionFieldProps) {
  const headingId = useId();
  return (
    <fieldset className="question" aria-labelledby={headingId}>
      <p className="question__count">
        질문 {ordinal} / {total}
      </p>
      <h2 id={headingId} className="question__text" tabIndex={-1} ref={headingRef}>
        {question.text}
      </h2>
      <div className="question__options">
        {question.options.map((option) => (
          <label key={option} className="question__option">
            <input
              type="radio"
              name={question.key}
              value={option}
              checked={chosen === option}
              onChange={() => onChoose(option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
