import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loginFields } from '../../../../shared/rules';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { DEFAULT_DIAL, MobileField, PasswordField, SubmitButton, fieldsOf, mobileNumberOf } from '../../../frame/ui/form';
import '../../../frame/ui/form/form.css';
import { Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import watchAccount from './sagas';
import { accountActions, selectSignInSubmission } from './slice';

interface SignInValues {
  countryCode: string;
  mobile: string;
  password: string;
}

const fields = fieldsOf(loginFields);
const initialValues: Partial<SignInValues> = { countryCode: DEFAULT_DIAL };

/** What a signed-out visitor of the counter app sees: what the app is for, and signing in. */
export default function SignInPage() {
  useFeatureSaga(watchAccount);
  const { t } = useTranslation('workshop');
  const dispatch = useAppDispatch();
  const start = useCallback(
    (values: SignInValues) => dispatch(accountActions.signInRequested({ mobile_number: mobileNumberOf({ ...values }), password: values.password })),
    [dispatch],
  );
  const onSubmit = useSagaSubmit(selectSignInSubmission, start);
  return (
    <Page width="reading">
      <PageHeading title={t('appName')} subtitle={t('purpose')} documentTitle={t('signIn.title')} />
      <section aria-labelledby="sign-in-heading">
        <SectionHeading id="sign-in-heading">{t('signIn.title')}</SectionHeading>
        <Form<SignInValues>
          onSubmit={onSubmit}
          initialValues={initialValues}
          render={({ handleSubmit }) => (
            <form className="account-form" noValidate onSubmit={handleSubmit}>
              <MobileField label={t('signIn.mobile')} context="login" />
              <PasswordField name="password" label={t('signIn.password')} {...fields.password} />
              <SubmitButton>{t('signIn.submit')}</SubmitButton>
              <p>
                {t('signIn.firstTime')} <Link to={paths.setPassword}>{t('signIn.setPassword')}</Link>
              </p>
            </form>
          )}
        />
      </section>
    </Page>
  );
}
