import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_KEY } from './texts';
import { useLocation, useNavigate } from 'react-router-dom';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { PageSpinner } from '../../../frame/ui/Spinner';
import { SubmitButton, TextField } from '../../../frame/ui/form';
import '../../../frame/ui/form/form.css';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Refused } from './Refused';
import watchSignIn from './signInSagas';
import { accountActions, selectEnrol } from './slice';
import { codeOf, validateCode, validateNewPassword } from './validators';

interface PasswordValues {
  password: string;
  totp: string;
}

/**
 * The one-time enrolment link (`/careline/enrol#<token>`): the token is read once and taken out of
 * the address bar, so it is neither in the history nor in a screenshot. A passkey is offered first;
 * a password with an authenticator app is the fallback for a device without passkeys.
 */
export default function EnrolPage() {
  useFeatureSaga(watchSignIn);
  const { t } = useTranslation('careline');
  const { t: ts } = useTranslation('translation', { keyPrefix: SIGN_IN_KEY });
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const enrol = useAppSelector(selectEnrol);
  const fromLink = location.hash.replace(/^#/, '');

  useEffect(() => {
    if (!fromLink) return;
    dispatch(accountActions.enrolmentOpened(fromLink));
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [dispatch, navigate, fromLink, location.pathname, location.search]);

  if (fromLink || enrol.linkStatus === 'loading') return <PageSpinner />;
  if (!enrol.token || enrol.linkStatus === 'failed' || !enrol.person) {
    return (
      <Page width="reading">
        <PageHeading title={ts('enrol.title')} />
        {enrol.refusal ? <Refused refusal={enrol.refusal} /> : <p role="alert" className="careline-error">{ts('enrol.noLink')}</p>}
      </Page>
    );
  }

  const busy = enrol.status === 'loading';
  const { person, totp } = enrol;
  return (
    <Page width="reading">
      <PageHeading title={ts('enrol.title')} subtitle={ts('enrol.for', { email: person.email, role: t(`roles.${person.role}`) })} />
      <Refused refusal={enrol.refusal} />
      <Card>
        <SectionHeading id="enrol-passkey">{ts('enrol.passkeyHeading')}</SectionHeading>
        <p>{ts('enrol.passkeyExplain')}</p>
        <Button type="button" disabled={busy} onClick={() => dispatch(accountActions.passkeyEnrolRequested())}>
          {ts('enrol.passkeySubmit')}
        </Button>
      </Card>
      <Card>
        <SectionHeading id="enrol-password">{ts('enrol.passwordHeading')}</SectionHeading>
        <p>{ts('enrol.passwordExplain')}</p>
        {!totp ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => dispatch(accountActions.totpRequested())}>
            {ts('enrol.totpStart')}
          </Button>
        ) : (
          <>
            <p>{ts('enrol.totpScan')}</p>
            <div className="careline-qr">
              <QRCodeSVG value={totp.uri} size={176} marginSize={2} title={ts('enrol.totpQr')} />
            </div>
            <p>
              {ts('enrol.totpSecret')} <code className="careline-secret" aria-label={ts('enrol.totpSecretLabel')}>{totp.secret}</code>
            </p>
            <Form<PasswordValues>
              onSubmit={({ password, totp: code }) => {
                dispatch(accountActions.passwordEnrolRequested({ password, totp: codeOf(code) }));
              }}
              render={({ handleSubmit }) => (
                <form className="careline-form" noValidate onSubmit={handleSubmit} aria-labelledby="enrol-password">
                  <input type="email" name="username" autoComplete="username" value={person.email} readOnly hidden />
                  <TextField name="password" type="password" autoComplete="new-password" label={ts('enrol.password')} hint={ts('enrol.passwordHint')} validate={validateNewPassword} maxLength={256} />
                  <TextField name="totp" inputMode="numeric" autoComplete="one-time-code" label={t('account.code')} validate={validateCode} maxLength={7} />
                  <SubmitButton busy={busy}>{ts('enrol.passwordSubmit')}</SubmitButton>
                </form>
              )}
            />
          </>
        )}
      </Card>
    </Page>
  );
}
