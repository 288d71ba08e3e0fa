import { useEffect, useRef, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths.ts';
import { LoadingState } from '../../shared/ui/StateMessage.tsx';
import { ConfirmationSummary } from './ConfirmationSummary.tsx';
import { ENOUGH_ANSWERS, fewAnswers, foundJobs, NO_ANSWERS } from './messages.ts';
import type { Choices } from './payload.ts';
import type { QuestionnaireStep } from './questionnaire.ts';

interface ConfirmationStepProps {
  step: QuestionnaireStep;
  steps: readonly QuestionnaireStep[];
  choices: Choices;
  answered: number;
  /** the recommendation is being made */
  pending: boolean;
  /** how many jobs were found, once they were */
  found: number | null;
  headingRef: Ref<HTMLHeadingElement>;
  onShow: () => void;
  /** back to the questions: the last one, or the first when none was answered */
  onEdit: () => void;
}

/**
 * Step 4, 확인: the answers given, and either the jobs found (추천 직업 보기) or, with no answer at all, no jobs and
 * a word on answering at least three (nothing is asked of the server: there is nothing to base a reason on).
 */
export function ConfirmationStep({ step, steps, choices, answered, pending, found, headingRef, onShow, onEdit }: ConfirmationStepProps) {
  const show = useRef<HTMLButtonElement>(null);
  // the jobs are ready: the way to them has focus
  useEffect(() => {
    if (found !== null) show.current?.focus();
  }, [found]);

  return (
    <div className="onboard__panel">
      <h2 className="onboard__step-title" tabIndex={-1} ref={headingRef}>
        4단계 · {step.title}
      </h2>
      {answered === 0 ? (
        <>
          <p className="onboard__notice">{NO_ANSWERS}</p>
          <div className="onboard__buttons onboard__buttons--stack">
            <Link to={paths.jobFound} className="button button--secondary">
              직업 백과 보기
            </Link>
            <button type="button" className="button" onClick={onEdit}>
              질문에 답하기
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="onboard__step-description">{step.description}</p>
          {answered < ENOUGH_ANSWERS && <p className="onboard__notice">{fewAnswers(answered)}</p>}
          {pending && <LoadingState label="어울리는 직업을 찾고 있어요..." />}
          <p role="status" className="onboard__found">
            {found !== null && foundJobs(found)}
          </p>
          <div className="onboard__buttons onboard__buttons--stack">
            <button type="button" className="button button--secondary" onClick={onEdit}>
              답 고치기
            </button>
            <button type="button" className="button" ref={show} onClick={onShow} disabled={found === null}>
              추천 직업 보기
            </button>
          </div>
          <ConfirmationSummary steps={steps} choices={choices} />
        </>
      )}
    </div>
  );
}
