interface ProgressStepsProps {
  titles: readonly string[];
  /** 0-based index of the current step */
  current: number;
}

const stateWord = (index: number, current: number) => (index < current ? '완료' : index === current ? '진행 중' : '남음');

/** Completed, current and upcoming steps; the current one is marked for assistive tech and announced on change. */
export function ProgressSteps({ titles, current }: ProgressStepsProps) {
  const currentTitle = titles[current] ?? '';
  return (
    <div className="progress-steps">
      <ol className="progress-steps__list" aria-label="검사 단계">
        {titles.map((title, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={title}
              className={`progress-steps__item progress-steps__item--${state}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="progress-steps__mark" aria-hidden="true">
                {index < current ? '✓' : index + 1}
              </span>
              <span className="progress-steps__title">
                {title}
                <span className="visually-hidden"> ({stateWord(index, current)})</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {`전체 ${titles.length}단계 중 ${current + 1}단계, ${currentTitle}`}
      </p>
    </div>
  );
}
