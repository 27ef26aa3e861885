import { useTranslation } from 'react-i18next';
import { Popup } from '../../../frame/ui/Popup';
import { buttonClass } from '../../../frame/ui/Button';
import { emailShareUrl, whatsappShareUrl } from './share';

export interface ShareDialogProps {
  open: boolean;
  code: string;
  url: string;
  copied: boolean;
  onCopyLink: () => void;
  onClose: () => void;
}

/** WhatsApp, email or a copied link, each carrying the same prewritten invitation. */
export function ShareDialog({ open, code, url, copied, onCopyLink, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const message = t('referAndEarn.share.message', { code, url });
  return (
    <Popup
      open={open}
      title={t('referAndEarn.share.title')}
      onClose={onClose}
      message={
        <div className="share-dialog">
          <p className="share-dialog__label">{t('referAndEarn.share.preview')}</p>
          <blockquote className="share-dialog__preview">{message}</blockquote>
          <div className="share-dialog__channels">
            <a className={buttonClass({ variant: 'primary', block: true })} href={whatsappShareUrl(message)} target="_blank" rel="noopener noreferrer">
              {t('referAndEarn.share.whatsapp')}
            </a>
            <a className={buttonClass({ variant: 'secondary', block: true })} href={emailShareUrl(t('referAndEarn.share.subject'), message)}>
              {t('referAndEarn.share.email')}
            </a>
            <button type="button" className={buttonClass({ variant: 'secondary', block: true })} onClick={onCopyLink}>
              {copied ? t('referAndEarn.copied') : t('referAndEarn.share.copyLink')}
            </button>
          </div>
        </div>
      }
      actions={[{ label: t('referAndEarn.share.close'), variant: 'secondary', onClick: onClose }]}
    />
  );
}
