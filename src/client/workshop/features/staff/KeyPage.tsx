import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Button } from '../../../frame/ui/Button';
import { Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { Popup } from '../../../frame/ui/Popup';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import watchStaff from './sagas';
import { selectKey, staffActions } from './slice';
import './staff.css';

/** The owner issues the workshop's machine key here and sees it once, with a copy button. */
export default function KeyPage() {
  useFeatureSaga(watchStaff);
  const { t } = useTranslation('workshop');
  const dispatch = useAppDispatch();
  const key = useAppSelector(selectKey);
  const [confirming, setConfirming] = useState(false);

  // Shown once: leaving the page forgets it.
  useEffect(
    () => () => {
      dispatch(staffActions.keyDismissed());
    },
    [dispatch],
  );

  return (
    <Page width="reading">
      <PageHeading title={t('key.title')} subtitle={t('key.intro')} />
      <p className="counter-notice counter-notice--warning">{t('key.warning')}</p>
      {key.value ? (
        <section className="new-key" aria-labelledby="new-key-heading">
          <SectionHeading id="new-key-heading">{t('key.newKey')}</SectionHeading>
          <p className="new-key__once" role="alert">
            {t('key.shownOnce')}
          </p>
          <code className="new-key__value" data-testid="workshop-key">
            {key.value}
          </code>
          <Button variant="primary" onClick={() => dispatch(staffActions.keyCopyRequested())}>
            {key.copied ? t('key.copied') : t('key.copy')}
          </Button>
          <span className="visually-hidden" aria-live="polite">
            {key.copied ? t('key.copied') : ''}
          </span>
        </section>
      ) : (
        <Button variant="primary" block busy={key.status === 'loading'} onClick={() => setConfirming(true)}>
          {t('key.rotate')}
        </Button>
      )}
      <Popup
        open={confirming}
        icon="warning"
        message={t('key.confirmRotate')}
        onClose={() => setConfirming(false)}
        actions={[
          {
            label: t('key.confirmRotateYes'),
            onClick: () => {
              setConfirming(false);
              dispatch(staffActions.keyRotationRequested());
            },
          },
          { label: t('service.cancel'), variant: 'secondary', onClick: () => setConfirming(false) },
        ]}
      />
    </Page>
  );
}
