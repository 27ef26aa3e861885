import './texts';
import { useCallback, useMemo } from 'react';
import { Form } from 'react-final-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { documentPaths } from '../../../../shared/contract/content';
import { registerFields } from '../../../../shared/rules';
import { useAppDispatch } from '../../app/hooks';
import {
  Checkbox,
  DateField,
  MobileField,
  PasswordField,
  SubmitButton,
  TextField,
  DEFAULT_DIAL,
  mobileNumberOf,
  fieldsOf,
} from '../../../frame/ui/form';
import { CaptchaField } from '../../../frame/forms/CaptchaField';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import '../../../frame/ui/form/form.css';
import { registerActions, selectRegisterSubmission, type RegistrationRequest } from './slice';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchRegister from './sagas';

export const PRIVACY_POLICY = '/privacy-policy';

/** What a social login hands over when it finds no account yet (location state of /register). */
export interface SocialSignUp {
  provider: string;
  user_id: string;
  access_token: string;
  token_id: string;
  fullname?: string;
  email?: string;
}

export interface RegisterLocationState {
  social: true;
  data: SocialSignUp;
}

export function socialSignUpFrom(state: unknown): SocialSignUp | null {
  const candidate = state as Partial<RegisterLocationState> | null | undefined;
  if (!candidate?.social || !candidate.data) return null;
  const { provider, user_id, access_token, token_id } = candidate.data;
  return provider && user_id && access_token && token_id ? candidate.data : null;
}

export interface RegisterValues {
  fullname: string;
  birth_date: string;
  countryCode: string;
  mobile: string;
  email: string;
  password: string;
  confirm_password: string;
  referrer_code: string;
  terms: boolean;
  subscribe: boolean;
  captcha: string;
}

const fields = fieldsOf(registerFields);

export function registrationRequest(values: RegisterValues, social: SocialSignUp | null): RegistrationRequest {
  const common = {
    fullname: values.fullname.trim(),
    birth_date: values.birth_date,
    email: values.email.trim(),
    mobile_number: mobileNumberOf({ ...values }),
    referrer_code: values.referrer_code?.trim() || undefined,
    subscribe: values.subscribe ? 'true' : undefined,
    captcha: values.captcha,
  };
  if (social) {
    const { provider, user_id, access_token, token_id } = social;
    return { kind: 'social', ...common, provider, user_id, access_token, token_id };
  }
  return { kind: 'mobile', ...common, password: values.password, confirm_password: values.confirm_password };
}

export default function RegisterPage() {
  useFeatureSaga(watchRegister);
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [search] = useSearchParams();
  const social = useMemo(() => socialSignUpFrom(location.state), [location.state]);
  const referral = search.get('ref') ?? '';

  const initialValues = useMemo<Partial<RegisterValues>>(
    () => ({
      countryCode: DEFAULT_DIAL,
      fullname: social?.fullname ?? '',
      email: social?.email ?? '',
      referrer_code: referral,
      terms: false,
      subscribe: false,
    }),
    [social, referral],
  );

  const start = useCallback(
    (values: RegisterValues) => dispatch(registerActions.submitRequested(registrationRequest(values, social))),
    [dispatch, social],
  );
  const onSubmit = useSagaSubmit(selectRegisterSubmission, start);

  return (
    <Page width="reading">
      <PageHeading title={social ? t('register.socialTitle') : t('register.title')} />
      <Form<RegisterValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        render={({ handleSubmit }) => (
          <form className="account-form" noValidate onSubmit={handleSubmit}>
            <TextField name="fullname" label={t('register.fullname')} autoComplete="name" {...fields.fullname} />
            <DateField name="birth_date" label={t('register.birthDate')} {...fields.birth_date} />
            <MobileField label={t('register.mobile')} context="register" />
            <TextField
              name="email"
              label={t('register.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...fields.email}
            />
            {!social && (
              <>
                <PasswordField
                  name="password"
                  label={t('register.password')}
                  autoComplete="new-password"
                  {...fields.password}
                  validateFields={['confirm_password']}
                />
                <PasswordField
                  name="confirm_password"
                  label={t('register.confirmPassword')}
                  autoComplete="new-password"
                  {...fields.confirm_password}
                />
              </>
            )}
            <TextField name="referrer_code" label={t('register.referralCode')} autoComplete="off" {...fields.referrer_code} />
            <Checkbox name="terms" {...fields.terms}>
              <Trans
                i18nKey="register.terms"
                components={{
                  terms: <a href={documentPaths.pdf('terms-and-conditions.pdf', i18n.language)} target="_blank" rel="noopener noreferrer" />,
                  privacy: <Link to={PRIVACY_POLICY} target="_blank" rel="noopener noreferrer" />,
                }}
              />
            </Checkbox>
            <Checkbox name="subscribe">{t('register.updates')}</Checkbox>
            <CaptchaField />
            <SubmitButton>{t('register.submit')}</SubmitButton>
            <p>
              {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
            </p>
          </form>
        )}
      />
    </Page>
  );
}
