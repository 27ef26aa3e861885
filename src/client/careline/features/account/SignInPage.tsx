import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_KEY } from './texts';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { SubmitButton, TextField } from '../../../frame/ui/form';
import '../../../frame/ui/form/form.css';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Refused } from './Refused';
import watchSignIn from './signInSagas';
import { accountActions, selectSessionEnded, selectSignIn } from './slice';
import { codeOf, required, validateCode, validateEmail } from './validators';

interface PasswordValues {
  email: string;
  password: string;
  totp: string;
}

/** A signed-out person's page: a passkey first, and the password with an authenticator code for a device without one. */
export default function SignInPage() {
  useFeatureSaga(watchSignIn);
  const { t } = useTranslation('careline');
  const { t: ts } = useTranslation('translation', { keyPrefix: SIGN_IN_KEY });
  const dispatch = useAppDispatch();
  const { status, refusal } = useAppSelector(selectSignIn);
  const ended = useAppSelector(selectSessionEnded);
  const busy = status === 'loading';
  return (
    <Page width="reading">
      <PageHeading title={t('appName')} subtitle={t('purpose')} documentTitle={ts('signIn.signInTitle')} />
      {ended && (
        <p role="status" className="careline-notice">
          {ts('signIn.idleEnded')}
        </p>
      )}
      <Refused refusal={refusal} />
      <Card>
        <SectionHeading id="passkey-heading">{ts('signIn.passkeyHeading')}</SectionHeading>
        <p>{ts('signIn.passkeyExplain')}</p>
        <Button type="button" disabled={busy} onClick={() => dispatch(accountActions.passkeySignInRequested())}>
          {ts('signIn.passkeySignIn')}
        </Button>
      </Card>
      <Card>
        <SectionHeading id="password-heading">{ts('signIn.passwordHeading')}</SectionHeading>
        <Form<PasswordValues>
          onSubmit={({ email, password, totp }) => {
            dispatch(accountActions.passwordSignInRequested({ email: email.trim(), password, totp: codeOf(totp) }));
          }}
          render={({ handleSubmit }) => (
            <form className="careline-form" noValidate onSubmit={handleSubmit} aria-labelledby="password-heading">
              <TextField name="email" type="email" autoComplete="username" label={ts('signIn.email')} validate={validateEmail} maxLength={254} />
              <TextField name="password" type="password" autoComplete="current-password" label={ts('signIn.password')} validate={required} maxLength={256} />
              <TextField name="totp" inputMode="numeric" autoComplete="one-time-code" label={t('account.code')} validate={validateCode} maxLength={7} />
              <SubmitButton busy={busy}>{ts('signIn.passwordSignIn')}</SubmitButton>
            </form>
          )}
        />
      </Card>
    </Page>
  );
}
