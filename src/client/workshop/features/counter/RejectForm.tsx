import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { rejectReasonCodes, type CounterRejectRequest, type RejectReasonCode } from '../../../../shared/contract/workshopApp';
import { Button } from '../../../frame/ui/Button';
import { RadioGroup, SubmitButton, TextField } from '../../../frame/ui/form';
import '../../../frame/ui/form/form.css';

interface RejectValues {
  reason_code?: RejectReasonCode;
  reason_text?: string;
}

/** The longest free text the server keeps for 'other'. */
const REASON_TEXT_MAX = 500;

const reasonRequired = (value: string | undefined) => (value ? undefined : { key: 'workshop:service.reasonRequired' });

function validate(values: RejectValues) {
  if (values.reason_code === 'other' && !values.reason_text?.trim()) return { reason_text: { key: 'workshop:service.otherRequired' } };
  return {};
}

export interface RejectFormProps {
  busy: boolean;
  onReject(reason: CounterRejectRequest): void;
  onCancel(): void;
}

/** A reason from the short list (the member reads it in their language), or 'other' in the staff's words. */
export function RejectForm({ busy, onReject, onCancel }: RejectFormProps) {
  const { t } = useTranslation('workshop');
  const options = rejectReasonCodes.map((code) => ({ value: code, label: t(`reasons.${code}`) }));
  return (
    <Form<RejectValues>
      onSubmit={(values) => {
        if (!values.reason_code) return { [FORM_ERROR]: { key: 'workshop:service.reasonRequired' } };
        onReject(values.reason_code === 'other' ? { reason_code: 'other', reason_text: values.reason_text?.trim() } : { reason_code: values.reason_code });
        return undefined;
      }}
      validate={validate}
      render={({ handleSubmit, values }) => (
        <form className="reject-form" noValidate onSubmit={handleSubmit}>
          <RadioGroup name="reason_code" legend={t('service.rejectTitle')} options={options} validate={reasonRequired} />
          <p className="form-field__hint">{t('service.rejectHint')}</p>
          {values.reason_code === 'other' && <TextField name="reason_text" label={t('service.otherText')} maxLength={REASON_TEXT_MAX} />}
          <div className="decision__actions">
            <SubmitButton busy={busy}>{t('service.confirmReject')}</SubmitButton>
            <Button variant="secondary" block onClick={onCancel}>
              {t('service.cancel')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
