import { useState } from 'react';
import { writeClipboard } from '../../frame/clipboard';
import { Button } from '../../frame/ui/Button';

/** A secret shown once (an enrolment link, a workshop key, a personal token), with a copy button; the screen gives the words. */
export function CopyField({ label, value, copy, copied, failed }: { label: string; value: string; copy: string; copied: string; failed: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div className="careline-copy">
      <label className="careline-copy__label">
        <span>{label}</span>
        <input className="careline-copy__value" readOnly value={value} onFocus={(event) => event.target.select()} />
      </label>
      <Button type="button" size="sm" variant="secondary" onClick={() => void writeClipboard(value).then((ok) => setState(ok ? 'copied' : 'failed'))}>
        {copy}
      </Button>
      <span role="status" className="careline-copy__status">
        {state === 'copied' ? copied : state === 'failed' ? failed : ''}
      </span>
    </div>
  );
}
