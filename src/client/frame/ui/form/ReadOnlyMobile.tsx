import { useId, useState } from 'react';
import { InfoCircleIcon } from '../icons';

interface ReadOnlyMobileProps {
  mobile: string;
  label: string;
  /** The info button's accessible name. */
  tooltipButtonLabel: string;
  /** Why the number cannot be changed here (only the careline changes it, spec section 6). */
  tooltip: string;
}

/** The member's registered number, shown read-only with a tap-to-open explanation. */
export function ReadOnlyMobile({ mobile, label, tooltipButtonLabel, tooltip }: ReadOnlyMobileProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const tipId = `${id}-tip`;
  return (
    <div className="form-field form-field__tooltip">
      <div className="form-field__label-row">
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        <button
          type="button"
          className="form-field__toggle"
          aria-expanded={open}
          aria-controls={tipId}
          aria-label={tooltipButtonLabel}
          onClick={() => setOpen((value) => !value)}
        >
          <InfoCircleIcon width={20} height={20} />
        </button>
      </div>
      <input id={id} className="form-field__input" value={mobile ? `+${mobile}` : ''} readOnly aria-describedby={tipId} />
      <p id={tipId} role="tooltip" className="form-field__tooltip-text" hidden={!open}>
        {tooltip}
      </p>
    </div>
  );
}
