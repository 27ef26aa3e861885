import './texts';
import { useCallback, useEffect } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ButtonLink } from '../../../frame/ui/Button';
import { CodeField, ResendCountdown, SubmitButton } from '../../../frame/ui/form';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import '../../../frame/ui/form/form.css';
import { registerActions, selectRegisterCountdown, selectRegisterOffer, selectRegisterResend, selectVerification } from './slice';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchRegister from './sagas';

export interface RegisterTacLocationState {
  register_phone: string;
}

export function registerPhoneFrom(state: unknown): string | null {
  const phone = (state as Partial<RegisterTacLocationState> | null | undefined)?.register_phone;
  return typeof phone === 'string' && phone !== '' ? phone : null;
}

function RegisterTac({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const countdown = useAppSelector(selectRegisterCountdown);
  const resend = useAppSelector(selectRegisterResend);
  const offer = useAppSelector(selectRegisterOffer);

  useEffect(() => {
    dispatch(registerActions.tacPageOpened({ phone }));
    return () => {
      dispatch(registerActions.tacPageLeft());
    };
  }, [dispatch, phone]);

  const start = useCallback((values: { tac: string }) => dispatch(registerActions.verifyRequested({ tac: values.tac })), [dispatch]);
  const onSubmit = useSagaSubmit(selectVerification, start);

  return (
    <Page width="reading">
      <PageHeading title={t('register.tac.title')} />
      <p className="code-entry__intro">{t('register.tac.sentTo', { phone: `+${phone}` })}</p>
      <Form<{ tac: string }>
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form className="account-form" noValidate onSubmit={handleSubmit}>
            <CodeField label={t('register.tac.code')} />
            <SubmitButton>{t('register.tac.submit')}</SubmitButton>
            <ButtonLink to="/register" variant="secondary" block>
              {t('register.tac.goBack')}
            </ButtonLink>
          </form>
        )}
      />
      <ResendCountdown
        secondsLeft={countdown.secondsLeft}
        resendVisible={countdown.resendVisible}
        busy={resend.status === 'loading'}
        alreadySent={offer.alreadySent}
        onResend={() => dispatch(registerActions.resendRequested())}
      />
    </Page>
  );
}

/** Reached only from a registration that sent a code (spec section 2). */
export default function RegisterTacPage() {
  useFeatureSaga(watchRegister);
  const phone = registerPhoneFrom(useLocation().state);
  if (!phone) return <Navigate to="/register" replace />;
  return <RegisterTac phone={phone} />;
}
