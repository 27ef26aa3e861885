import './texts';
import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginFields } from '../../../../shared/rules';
import { useAppDispatch } from '../../app/hooks';
import { paths, readFrom } from '../../app/paths';
import { MobileField, PasswordField, SubmitButton, mobileNumberOf, fieldsOf, DEFAULT_DIAL } from '../../../frame/ui/form';
import { CaptchaField } from '../../../frame/forms/CaptchaField';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import '../../../frame/ui/form/form.css';
import { loginActions, selectLoginSubmission } from './slice';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchLogin from './sagas';

export interface LoginValues {
  countryCode: string;
  mobile: string;
  password: string;
  captcha: string;
}

const fields = fieldsOf(loginFields);
const initialValues: Partial<LoginValues> = { countryCode: DEFAULT_DIAL };

export default function LoginPage() {
  useFeatureSaga(watchLogin);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const from = readFrom(useLocation().state);

  const start = useCallback(
    (values: LoginValues) => {
      dispatch(
        loginActions.submitRequested({
          credentials: { mobile_number: mobileNumberOf({ ...values }), password: values.password, captcha: values.captcha },
          from,
        }),
      );
    },
    [dispatch, from],
  );
  const onSubmit = useSagaSubmit(selectLoginSubmission, start);

  return (
    <Page width="reading">
      <PageHeading title={t('login.title')} />
      <p>{t('login.intro')}</p>
      <Form<LoginValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        render={({ handleSubmit }) => (
          <form className="account-form" noValidate onSubmit={handleSubmit}>
            <MobileField label={t('login.mobile')} context="login" />
            <PasswordField name="password" label={t('login.password')} {...fields.password} />
            <div className="account-form__links">
              <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
            </div>
            <CaptchaField />
            <SubmitButton>{t('login.submit')}</SubmitButton>
            <p>
              {t('login.noAccount')} <Link to={paths.register}>{t('login.register')}</Link>
            </p>
          </form>
        )}
      />
    </Page>
  );
}
