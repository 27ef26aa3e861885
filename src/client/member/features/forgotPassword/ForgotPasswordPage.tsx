import './texts';
import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { MobileField, SubmitButton, DEFAULT_DIAL, mobileNumberOf } from '../../../frame/ui/form';
import { CaptchaField } from '../../../frame/forms/CaptchaField';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import '../../../frame/ui/form/form.css';
import { forgotPasswordActions, selectForgotSubmission } from './slice';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchForgotPassword from './sagas';

export interface ForgotPasswordValues {
  countryCode: string;
  mobile: string;
  captcha: string;
}

const initialValues: Partial<ForgotPasswordValues> = { countryCode: DEFAULT_DIAL };

export default function ForgotPasswordPage() {
  useFeatureSaga(watchForgotPassword);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const start = useCallback(
    (values: ForgotPasswordValues) =>
      dispatch(forgotPasswordActions.submitRequested({ mobile_number: mobileNumberOf({ ...values }), captcha: values.captcha })),
    [dispatch],
  );
  const onSubmit = useSagaSubmit(selectForgotSubmission, start);

  return (
    <Page width="reading">
      <PageHeading title={t('forgotPassword.title')} />
      <p>{t('forgotPassword.intro')}</p>
      <Form<ForgotPasswordValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        render={({ handleSubmit }) => (
          <form className="account-form" noValidate onSubmit={handleSubmit}>
            <MobileField label={t('forgotPassword.mobile')} context="reset" />
            <CaptchaField />
            <SubmitButton>{t('forgotPassword.submit')}</SubmitButton>
            <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
          </form>
        )}
      />
    </Page>
  );
}
