import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { resetPasswordFields, splitFullMobile } from '../../../../shared/rules';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Button } from '../../../frame/ui/Button';
import { CodeField, DEFAULT_DIAL, MobileField, PasswordField, SubmitButton, fieldsOf, mobileNumberOf } from '../../../frame/ui/form';
import '../../../frame/ui/form/form.css';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import watchAccount from './sagas';
import { accountActions, selectCodeSentTo, selectCodeSubmission, selectPasswordSubmission } from './slice';

interface NumberValues {
  countryCode: string;
  mobile: string;
}

interface PasswordValues {
  tac: string;
  password: string;
  confirm_password: string;
}

const fields = fieldsOf(resetPasswordFields);
const numberInitialValues: Partial<NumberValues> = { countryCode: DEFAULT_DIAL };

/** '60123456789' as the staff member typed it: '+60 123456789'. */
function shownNumber(mobile: string): string {
  const parts = splitFullMobile(mobile);
  return parts ? `+${parts.dial} ${parts.national}` : `+${mobile}`;
}

/**
 * A new account's first password, or a forgotten one: the number gets a code by SMS, then the code
 * and the new password sign the staff member in.
 */
export default function SetPasswordPage() {
  useFeatureSaga(watchAccount);
  const { t } = useTranslation('workshop');
  const dispatch = useAppDispatch();
  const sentTo = useAppSelector(selectCodeSentTo);

  const sendCode = useCallback((values: NumberValues) => dispatch(accountActions.codeRequested({ mobile_number: mobileNumberOf({ ...values }) })), [dispatch]);
  const onSendCode = useSagaSubmit(selectCodeSubmission, sendCode);
  const setPassword = useCallback(
    (values: PasswordValues) => sentTo && dispatch(accountActions.passwordRequested({ mobile_number: sentTo, tac: values.tac, password: values.password })),
    [dispatch, sentTo],
  );
  const onSetPassword = useSagaSubmit(selectPasswordSubmission, setPassword);

  return (
    <Page width="reading">
      <PageHeading title={t('password.title')} subtitle={sentTo ? undefined : t('password.intro')} />
      {!sentTo ? (
        <Form<NumberValues>
          onSubmit={onSendCode}
          initialValues={numberInitialValues}
          render={({ handleSubmit, form }) => (
            <form className="account-form" noValidate onSubmit={handleSubmit}>
              <MobileField label={t('password.mobile')} context="reset" />
              <SubmitButton>{t('password.sendCode')}</SubmitButton>
              <Button
                variant="secondary"
                block
                onClick={() => {
                  const { valid, values } = form.getState();
                  if (valid) dispatch(accountActions.codeAlreadyHeld(mobileNumberOf({ ...values })));
                  else void form.submit();
                }}
              >
                {t('password.haveCode')}
              </Button>
            </form>
          )}
        />
      ) : (
        <>
          <p role="status">{t('password.codeSent', { mobile: shownNumber(sentTo) })}</p>
          <Form<PasswordValues>
            onSubmit={onSetPassword}
            render={({ handleSubmit }) => (
              <form className="account-form" noValidate onSubmit={handleSubmit}>
                <CodeField label={t('password.code')} />
                <PasswordField name="password" label={t('password.password')} autoComplete="new-password" validateFields={['confirm_password']} {...fields.password} />
                <PasswordField name="confirm_password" label={t('password.confirm')} autoComplete="new-password" {...fields.confirm_password} />
                <SubmitButton>{t('password.submit')}</SubmitButton>
              </form>
            )}
          />
          <Button variant="link" onClick={() => dispatch(accountActions.codeForgotten())}>
            {t('password.otherNumber')}
          </Button>
        </>
      )}
      <p>
        <Link to={paths.landing}>{t('password.backToSignIn')}</Link>
      </p>
    </Page>
  );
}
