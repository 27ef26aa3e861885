import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../frame/ui/Button';
import { Spinner } from '../../../frame/ui/Spinner';
import { useAppSelector } from '../../app/hooks';
import { selectReceipt } from './selectors';

/** The receipt: an image to zoom into and pan around, or a PDF to open. */
export function ReceiptView({ code }: { code: string }) {
  const { t } = useTranslation('workshop');
  const receipt = useAppSelector(selectReceipt);
  const [zoomed, setZoomed] = useState(false);
  if (receipt.status === 'loading' || receipt.status === 'idle') return <Spinner label={t('service.receiptLoading')} />;
  if (receipt.status === 'failed' || !receipt.url) return <p className="counter-notice">{t('service.receiptFailed')}</p>;
  if (receipt.type === 'application/pdf') {
    return (
      <a className="button button--secondary button--md" href={receipt.url} target="_blank" rel="noopener">
        {t('service.openPdf')}
      </a>
    );
  }
  return (
    <div className="receipt">
      <div className={zoomed ? 'receipt__frame receipt__frame--zoomed' : 'receipt__frame'}>
        <img src={receipt.url} alt={t('service.receiptAlt', { code })} className="receipt__image" onClick={() => setZoomed((now) => !now)} />
      </div>
      <Button variant="secondary" size="sm" onClick={() => setZoomed((now) => !now)} aria-pressed={zoomed}>
        {zoomed ? t('service.zoomOut') : t('service.zoomIn')}
      </Button>
    </div>
  );
}
