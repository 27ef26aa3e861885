import { useState } from 'react';
import { writeClipboard } from '../../frame/clipboard';
import { Button } from '../../frame/ui/Button';
import { Card, SectionHeading } from '../../frame/ui/PageLayout';

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

export interface ShownOnceTexts {
  title: string;
  explain: string;
  label: string;
  copy: string;
  copied: string;
  failed: string;
  /** The button that puts it away for good. */
  done: string;
}

/** A secret the server shows once (an enrolment link, a workshop key, a personal token), until the person says they have it. */
export function ShownOnce({ id, value, texts, onDone }: { id: string; value: string; texts: ShownOnceTexts; onDone(): void }) {
  return (
    <Card as="section" className="careline-admin__secret" aria-labelledby={id}>
      <SectionHeading id={id}>{texts.title}</SectionHeading>
      <p>{texts.explain}</p>
      <CopyField label={texts.label} value={value} copy={texts.copy} copied={texts.copied} failed={texts.failed} />
      <Button type="button" variant="secondary" size="sm" onClick={onDone}>
        {texts.done}
      </Button>
    </Card>
  );
}
