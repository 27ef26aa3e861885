import './texts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../../frame/ui/Button';
import { pushOptInActions, selectPushOptInPhase } from './slice';
import './PushOptIn.css';

/**
 * Step 4's offer to be told when the workshop verifies the service: a button, never a prompt of its
 * own accord. Shown only where push can work, is not on yet and was never refused on this device.
 */
export function PushOptIn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const phase = useAppSelector(selectPushOptInPhase);

  useEffect(() => {
    dispatch(pushOptInActions.offerChecked());
  }, [dispatch]);

  if (phase === 'checking' || phase === 'hidden') return null;
  if (phase === 'on') {
    return (
      <p className="push-opt-in push-opt-in--on" role="status">
        {t('pushOptIn.on')}
      </p>
    );
  }
  return (
    <div className="push-opt-in">
      <p className="push-opt-in__why">{t('pushOptIn.why')}</p>
      <Button block busy={phase === 'asking'} onClick={() => dispatch(pushOptInActions.optInClicked())}>
        {t('pushOptIn.offer')}
      </Button>
      {phase === 'failed' && (
        <p className="push-opt-in__error" role="alert">
          {t('pushOptIn.failed')}
        </p>
      )}
      <Button variant="link" block disabled={phase === 'asking'} onClick={() => dispatch(pushOptInActions.refused())}>
        {t('pushOptIn.decline')}
      </Button>
    </div>
  );
}
