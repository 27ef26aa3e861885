import './StepBar.css';

export interface StepBarProps {
  /** 1-based. */
  current: number;
  labels: readonly string[];
  /** Names the bar for assistive tech. */
  label: string;
}

/** The wizard's progress: done steps ticked, the current one marked for screen readers. */
export function StepBar({ current, labels, label }: StepBarProps) {
  return (
    <ol className="step-bar" aria-label={label}>
      {labels.map((text, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'todo';
        return (
          <li key={text} className={`step-bar__step step-bar__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="step-bar__dot" aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </span>
            <span className="step-bar__label">{text}</span>
          </li>
        );
      })}
    </ol>
  );
}
