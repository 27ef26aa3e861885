import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
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
        <PageHeading title={t('enrol.title')} />
        {enrol.refusal ? <Refused refusal={enrol.refusal} /> : <p role="alert" className="careline-error">{t('enrol.noLink')}</p>}
      </Page>
    );
  }

  const busy = enrol.status === 'loading';
  const { person, totp } = enrol;
  return (
    <Page width="reading">
      <PageHeading title={t('enrol.title')} subtitle={t('enrol.for', { email: person.email, role: t(`roles.${person.role}`) })} />
      <Refused refusal={enrol.refusal} />
      <Card>
        <SectionHeading id="enrol-passkey">{t('enrol.passkeyHeading')}</SectionHeading>
        <p>{t('enrol.passkeyExplain')}</p>
        <Button type="button" disabled={busy} onClick={() => dispatch(accountActions.passkeyEnrolRequested())}>
          {t('enrol.passkeySubmit')}
        </Button>
      </Card>
      <Card>
        <SectionHeading id="enrol-password">{t('enrol.passwordHeading')}</SectionHeading>
        <p>{t('enrol.passwordExplain')}</p>
        {!totp ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => dispatch(accountActions.totpRequested())}>
            {t('enrol.totpStart')}
          </Button>
        ) : (
          <>
            <p>{t('enrol.totpScan')}</p>
            <div className="careline-qr">
              <QRCodeSVG value={totp.uri} size={176} marginSize={2} title={t('enrol.totpQr')} />
            </div>
            <p>
              {t('enrol.totpSecret')} <code className="careline-secret" aria-label={t('enrol.totpSecretLabel')}>{totp.secret}</code>
            </p>
            <Form<PasswordValues>
              onSubmit={({ password, totp: code }) => {
                dispatch(accountActions.passwordEnrolRequested({ password, totp: codeOf(code) }));
              }}
              render={({ handleSubmit }) => (
                <form className="careline-form" noValidate onSubmit={handleSubmit} aria-labelledby="enrol-password">
                  <input type="email" name="username" autoComplete="username" value={person.email} readOnly hidden />
                  <TextField name="password" type="password" autoComplete="new-password" label={t('enrol.password')} hint={t('enrol.passwordHint')} validate={validateNewPassword} maxLength={256} />
                  <TextField name="totp" inputMode="numeric" autoComplete="one-time-code" label={t('account.code')} validate={validateCode} maxLength={7} />
                  <SubmitButton busy={busy}>{t('enrol.passwordSubmit')}</SubmitButton>
                </form>
              )}
            />
          </>
        )}
      </Card>
    </Page>
  );
}
