import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRecommendJobs } from '#generated/api/job/job.ts';
import { keepAnswers, readAnswers } from '../../shared/recommendation/recommendation-session.ts';
import { paths } from '../../shared/routing/paths.ts';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { ConfirmationStep } from './ConfirmationStep.tsx';
import {
  canGoNext,
  canGoPrevious,
  isFinalQuestion,
  nextPosition,
  previousPosition,
  questionOrdinal,
  START,
  totalQuestions,
  type Position,
} from './navigation.ts';
import { answeredCount, buildAnswers, type Choices } from './payload.ts';
import { ProgressSteps } from './ProgressSteps.tsx';
import { QUESTIONNAIRE } from './questionnaire.ts';
import { QuestionField } from './QuestionField.tsx';
import { recommendErrorAlert, type RecommendErrorAlert } from './recommend-error.ts';
import './onboard.css';

const STEP_TITLES = QUESTIONNAIRE.map((step) => step.title);
const CONFIRMATION_STEP = QUESTIONNAIRE.length - 1;
const TOTAL = totalQuestions(QUESTIONNAIRE);

export function OnboardPage() {
  const navigate = useNavigate();
  const [pos, setPos] = useState<Position>(START);
  // the tab keeps the answers: logging in halfway, or 검사 다시 하기 after it, finds them chosen still
  const [choices, setChoices] = useState<Choices>(readAnswers);
  // step 4 (확인): after 제출, until the member goes to the jobs or back to the questions
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<RecommendErrorAlert | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const recommend = useRecommendJobs();

  // after 이전/다음/제출 the new question or step is read out: focus its heading (not on first arrival, which keeps
  // page order)
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [pos, confirming]);

  const step = QUESTIONNAIRE[pos.step];
  const question = step?.questions[pos.question];
  const final = isFinalQuestion(QUESTIONNAIRE, pos);
  const answered = answeredCount(QUESTIONNAIRE, choices);
  const results = recommend.isSuccess ? recommend.data.data : null;

  const move = (target: Position | null) => {
    if (!target) return;
    moved.current = true;
    setPos(target);
  };

  const submit = () => {
    moved.current = true;
    setConfirming(true);
    if (answered === 0) return; // nothing to base a recommendation on: step 4 says so
    recommend.mutate(
      { data: { answers: buildAnswers(QUESTIONNAIRE, choices) } },
      {
        onError: (error) => setAlert(recommendErrorAlert(error)),
      },
    );
  };

  const backToQuestions = () => {
    recommend.reset();
    setConfirming(false);
    move(answered === 0 ? START : pos);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (final) submit();
    else move(nextPosition(QUESTIONNAIRE, pos));
  };

  return (
    <section className="page onboard" aria-labelledby="onboard-title">
      <h1 id="onboard-title" className="page__title">
        나에게 맞는 직업 찾기
      </h1>
      <p className="page__lead">
        9가지 질문에 답하시면 어울리는 직업을 골라 드려요. 답하기 어려운 질문은 건너뛰셔도 괜찮아요.
      </p>

      <ProgressSteps titles={STEP_TITLES} current={confirming ? CONFIRMATION_STEP : pos.step} />

      {confirming ? (
        <ConfirmationStep
          step={QUESTIONNAIRE[CONFIRMATION_STEP]!}
          steps={QUESTIONNAIRE}
          choices={choices}
          answered={answered}
          pending={recommend.isPending}
          found={results ? results.recommendedJobs.length : null}
          headingRef={headingRef}
          onShow={() => navigate(paths.jobRecommend, { state: results })}
          onEdit={backToQuestions}
        />
      ) : (
        <form className="onboard__panel" onSubmit={onSubmit} noValidate>
          <p className="onboard__step-title">
            {pos.step + 1}단계 · {step?.title}
          </p>
          <p className="onboard__step-description">{step?.description}</p>
          {question && (
            <QuestionField
              key={question.key}
              question={question}
              ordinal={questionOrdinal(QUESTIONNAIRE, pos)}
              total={TOTAL}
              chosen={choices[question.key]}
              onChoose={(option) => {
                const next = { ...choices, [question.key]: option };
                setChoices(next);
                keepAnswers(next);
              }}
              headingRef={headingRef}
            />
          )}
          <div className="onboard__buttons">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => move(previousPosition(QUESTIONNAIRE, pos))}
              disabled={!canGoPrevious(QUESTIONNAIRE, pos)}
            >
              이전
            </button>
            {final ? (
              <button type="submit" className="button">
                제출
              </button>
            ) : (
              <button type="submit" className="button" disabled={!canGoNext(QUESTIONNAIRE, pos)}>
                다음
              </button>
            )}
          </div>
        </form>
      )}

      <AlertDialog
        open={alert !== null}
        message={alert?.message ?? ''}
        confirmLabel={alert?.thenHome ? '홈으로' : '확인'}
        onClose={() => {
          const thenHome = alert?.thenHome;
          setAlert(null);
          if (thenHome) return navigate(paths.home, { replace: true });
          backToQuestions();
        }}
      />
    </section>
  );
}
