import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../frame/ui/Button';
import { Popup } from '../../../frame/ui/Popup';
import { SubmitButton, TextField } from '../../../frame/ui/form';
import { useAppDispatch, useAppSelector } from '../hooks';
import { codeOf, validateCode } from '../../features/account/validators';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchStepUp from './sagas';
import { selectStepUp, stepUpActions } from './slice';

/** Asked when a call needs the person to confirm it is them again; the call goes again once they have. */
export default function StepUpDialog() {
  useFeatureSaga(watchStepUp);
  const { t } = useTranslation('careline');
  const dispatch = useAppDispatch();
  const { open, status, error } = useAppSelector(selectStepUp);
  const busy = status === 'loading';
  const cancel = () => dispatch(stepUpActions.cancelled());
  return (
    <Popup
      open={open}
      icon="info"
      title={t('stepUp.title')}
      onClose={cancel}
      message={
        <>
          <span className="careline-stepup__explain">{t('stepUp.explain')}</span>
          {error && (
            <span role="alert" className="careline-error careline-stepup__error">
              {error.text ?? t(error.key ?? 'account.serverError')}
            </span>
          )}
          <span className="careline-stepup__passkey">
            <Button type="button" disabled={busy} onClick={() => dispatch(stepUpActions.passkeyRequested())}>
              {t('stepUp.passkey')}
            </Button>
          </span>
          <Form<{ totp: string }>
            onSubmit={({ totp }) => {
              dispatch(stepUpActions.codeRequested(codeOf(totp)));
            }}
            render={({ handleSubmit }) => (
              <form noValidate onSubmit={handleSubmit} className="careline-stepup__form">
                <TextField name="totp" inputMode="numeric" autoComplete="one-time-code" label={t('account.code')} validate={validateCode} maxLength={7} />
                <SubmitButton busy={busy}>{t('stepUp.codeSubmit')}</SubmitButton>
              </form>
            )}
          />
        </>
      }
      actions={[{ label: t('actions.cancel'), variant: 'secondary', onClick: cancel }]}
    />
  );
}
