import './texts';
import { useCallback, useEffect } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { resetPasswordFields } from '../../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CodeField, PasswordField, ResendCountdown, SubmitButton, fieldsOf } from '../../../frame/ui/form';
import { CaptchaField } from '../../../frame/forms/CaptchaField';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import '../../../frame/ui/form/form.css';
import { forgotPasswordActions, selectForgotCountdown, selectResendSubmission, selectResetSubmission } from './slice';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchForgotPassword from './sagas';

export interface ForgotPasswordTacLocationState {
  phone: string;
  token: string;
}

export function resetRouteFrom(state: unknown): ForgotPasswordTacLocationState | null {
  const candidate = state as Partial<ForgotPasswordTacLocationState> | null | undefined;
  if (typeof candidate?.phone !== 'string' || candidate.phone === '') return null;
  return { phone: candidate.phone, token: typeof candidate.token === 'string' ? candidate.token : '' };
}

export interface ResetValues {
  tac: string;
  password: string;
  confirm_password: string;
}

const fields = fieldsOf(resetPasswordFields);

/** A new code is a new reset request, so it asks for the captcha again. */
function ResendWithCaptcha() {
  const dispatch = useAppDispatch();
  const countdown = useAppSelector(selectForgotCountdown);
  const start = useCallback(
    (values: { captcha: string }) => dispatch(forgotPasswordActions.resendRequested({ captcha: values.captcha })),
    [dispatch],
  );
  const onSubmit = useSagaSubmit(selectResendSubmission, start);
  return (
    <Form<{ captcha: string }>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form noValidate onSubmit={handleSubmit}>
          <ResendCountdown
            secondsLeft={countdown.secondsLeft}
            resendVisible={countdown.resendVisible}
            busy={Boolean(submitting)}
          >
            <CaptchaField />
          </ResendCountdown>
        </form>
      )}
    />
  );
}

function ResetPassword({ phone, token }: ForgotPasswordTacLocationState) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(forgotPasswordActions.tacPageOpened({ phone, token }));
    return () => {
      dispatch(forgotPasswordActions.tacPageLeft());
    };
  }, [dispatch, phone, token]);

  const start = useCallback(
    (values: ResetValues) => dispatch(forgotPasswordActions.resetRequested({ tac: values.tac, password: values.password })),
    [dispatch],
  );
  const onSubmit = useSagaSubmit(selectResetSubmission, start);

  return (
    <Page width="reading">
      <PageHeading title={t('forgotPassword.tac.title')} />
      <p className="code-entry__intro">{t('forgotPassword.tac.sentTo', { phone: `+${phone}` })}</p>
      <Form<ResetValues>
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form className="account-form" noValidate onSubmit={handleSubmit}>
            <CodeField label={t('forgotPassword.tac.code')} />
            <PasswordField
              name="password"
              label={t('forgotPassword.tac.password')}
              autoComplete="new-password"
              {...fields.password}
              validateFields={['confirm_password']}
            />
            <PasswordField
              name="confirm_password"
              label={t('forgotPassword.tac.confirmPassword')}
              autoComplete="new-password"
              {...fields.confirm_password}
            />
            <SubmitButton>{t('forgotPassword.tac.submit')}</SubmitButton>
          </form>
        )}
      />
      <ResendWithCaptcha />
      <p>
        {t('forgotPassword.tac.help')} <Link to="/contact-support">{t('forgotPassword.tac.contactSupport')}</Link>
      </p>
    </Page>
  );
}

/** Reached only from a reset request that sent a code (spec section 2). */
export default function ForgotPasswordTacPage() {
  useFeatureSaga(watchForgotPassword);
  const route = resetRouteFrom(useLocation().state);
  if (!route) return <Navigate to="/forgot-password" replace />;
  return <ResetPassword {...route} />;
}
