import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateReceipt, RECEIPT_TYPES } from '../../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { uiActions } from '../../../frame/uiSlice';
import { Button } from '../../../frame/ui/Button';
import { FieldError } from '../../../frame/ui/form';
import { receiptFormatPopup } from './sagas';
import { addServiceActions, selectReceiptSubmission, selectUploadCancelled, selectUploadProgress } from './slice';

/** Step 3: the receipt, checked here with the shared rule, then uploaded with a real progress bar. */
export function StepReceipt() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectReceiptSubmission);
  const progress = useAppSelector(selectUploadProgress);
  const cancelled = useAppSelector(selectUploadCancelled);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const busy = submission.status === 'loading';
  const percent = Math.round(progress * 100);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    if (validateReceipt(chosen)) {
      dispatch(uiActions.popupShown(receiptFormatPopup));
      return;
    }
    setFile(chosen);
    setMissing(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    dispatch(addServiceActions.submitRequested({ receipt: file }));
  };

  return (
    <>
      <h2 className="add-service__heading">{t('addService.receipt.heading')}</h2>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <p>{t('addService.receipt.intro')}</p>
        <div className={`receipt-drop${file ? ' receipt-drop--chosen' : ''}`}>
          <input
            id="receipt-file"
            type="file"
            className="receipt-drop__input"
            accept={[...RECEIPT_TYPES, '.jpg', '.jpeg', '.png', '.pdf'].join(',')}
            onChange={onChange}
            disabled={busy}
            aria-describedby="receipt-formats"
            aria-invalid={missing || undefined}
          />
          <label htmlFor="receipt-file" className="receipt-drop__label">
            <span className="receipt-drop__action">{file ? t('addService.receipt.change') : t('addService.receipt.choose')}</span>
            {file && <span className="receipt-drop__name">{file.name}</span>}
            <span id="receipt-formats" className="receipt-drop__formats">
              {t('addService.receipt.formats')}
            </span>
          </label>
        </div>
        <FieldError name="receipt" error={missing ? { key: 'rules.receiptRequired' } : undefined} />
        {(busy || progress > 0) && (
          <div className="upload-progress">
            <div
              className="upload-progress__bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('addService.receipt.uploading', { percent })}
            >
              <span className="upload-progress__fill" style={{ width: `${percent}%` }} />
            </div>
            <p className="upload-progress__text">{percent >= 100 ? t('addService.receipt.uploaded') : t('addService.receipt.uploading', { percent })}</p>
          </div>
        )}
        {cancelled && (
          <p className="upload-progress__text" role="status">
            {t('addService.receipt.cancelled')}
          </p>
        )}
        <div className="add-service__actions">
          {busy ? (
            <Button variant="secondary" onClick={() => dispatch(addServiceActions.uploadCancelRequested())}>
              {t('addService.receipt.cancel')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => dispatch(addServiceActions.backRequested())}>
              {t('addService.goBack')}
            </Button>
          )}
          <Button type="submit" variant="primary" busy={busy}>
            {t('addService.receipt.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
