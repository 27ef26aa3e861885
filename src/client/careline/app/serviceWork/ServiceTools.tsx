import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../frame/ui/Button';
import { Popup } from '../../../frame/ui/Popup';
import { REJECT_REASON_MAX_LENGTH } from '../../../../shared/rules/workshop';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectDecision, selectReceipt, serviceWorkActions } from './slice';
import './serviceTools.css';

/** The receipt of a service, fetched with the console's session when asked for and shown in place. */
export function ReceiptView({ code, path }: { code: string; path: string | null }) {
  const { t } = useTranslation('careline');
  const dispatch = useAppDispatch();
  const receipt = useAppSelector((state) => selectReceipt(state, code));
  if (!path) return <p className="service-tools__note">{t('service.noReceipt')}</p>;
  if (!receipt || receipt.status === 'failed') {
    return (
      <div className="service-tools__receipt">
        <Button variant="secondary" size="sm" onClick={() => dispatch(serviceWorkActions.receiptRequested({ code, path }))}>
          {t('service.showReceipt')}
        </Button>
        {receipt?.error && <p role="alert" className="service-tools__error">{receipt.error}</p>}
      </div>
    );
  }
  if (receipt.status === 'loading' || !receipt.url) return <p className="service-tools__note">{t('service.loadingReceipt')}</p>;
  return (
    <div className="service-tools__receipt">
      {receipt.type?.startsWith('image/') ? (
        <img className="service-tools__image" src={receipt.url} alt={t('service.receiptOf', { code })} />
      ) : (
        <a href={receipt.url} target="_blank" rel="noreferrer">
          {t('service.openPdf', { code })}
        </a>
      )}
    </div>
  );
}

/** Verify or reject a pending service, each after a confirmation; a rejection needs its reason. */
export function DecisionButtons({ code }: { code: string }) {
  const { t } = useTranslation('careline');
  const dispatch = useAppDispatch();
  const decision = useAppSelector((state) => selectDecision(state, code));
  const [asking, setAsking] = useState<'verify' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const busy = decision?.status === 'loading';
  const close = () => setAsking(null);
  const reasonId = `reject-reason-${code}`;
  return (
    <div className="service-tools__decision">
      <Button size="sm" busy={busy} onClick={() => setAsking('verify')}>
        {t('service.verify')}
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking('reject')}>
        {t('service.reject')}
      </Button>
      {decision?.status === 'failed' && <p role="alert" className="service-tools__error">{decision.error}</p>}
      <Popup
        open={asking === 'verify'}
        icon="info"
        title={t('service.verifyTitle')}
        message={t('service.verifyConfirm', { code })}
        onClose={close}
        actions={[
          { label: t('actions.cancel'), variant: 'secondary', onClick: close },
          {
            label: t('service.verify'),
            onClick: () => {
              close();
              dispatch(serviceWorkActions.verifyRequested({ code }));
            },
          },
        ]}
      />
      <Popup
        open={asking === 'reject'}
        icon="warning"
        title={t('service.rejectTitle')}
        message={
          <div className="form-field">
            <label htmlFor={reasonId} className="form-field__label">
              {t('service.rejectReason', { code })}
            </label>
            <textarea id={reasonId} className="form-field__input" maxLength={REJECT_REASON_MAX_LENGTH} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        }
        onClose={close}
        actions={[
          { label: t('actions.cancel'), variant: 'secondary', onClick: close },
          {
            label: t('service.reject'),
            onClick: () => {
              if (!reason.trim()) return;
              close();
              dispatch(serviceWorkActions.rejectRequested({ code, reason: reason.trim() }));
            },
          },
        ]}
      />
    </div>
  );
}
