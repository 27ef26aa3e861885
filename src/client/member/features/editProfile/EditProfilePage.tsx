import './texts';
import { useCallback, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { Profile, UpdateProfileRequest } from '../../../../shared/contract/accounts';
import { passwordChangeFields, profileDetailsFields } from '../../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ButtonLink } from '../../../frame/ui/Button';
import { PageSpinner } from '../../../frame/ui/Spinner';
import { AddressFields, DateField, PasswordField, SubmitButton, TextField, fieldsOf } from '../../../frame/ui/form';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import '../../../frame/ui/form/form.css';
import { selectIsSocialAccount, selectProfile, selectProfileStatus } from '../../../entities/profile/slice';
import { DASHBOARD_PATH } from './sagas';
import { editProfileActions, selectEditProfileSubmission } from './slice';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchEditProfile from './sagas';
import { ReadOnlyMobile } from '../../../frame/ui/form/ReadOnlyMobile';

export interface EditProfileValues {
  fullname: string;
  birth_date: string;
  email: string;
  old_password: string;
  password: string;
  password_confirm: string;
  address: string;
  state: string;
  country: string;
  postal_code: string;
}


const fields = { ...fieldsOf(profileDetailsFields), ...fieldsOf(passwordChangeFields) };

export function profileValues(profile: Profile): EditProfileValues {
  return {
    fullname: profile.fullname,
    birth_date: profile.birth_date,
    email: profile.email,
    old_password: '',
    password: '',
    password_confirm: '',
    address: profile.address,
    state: profile.state,
    country: profile.country,
    postal_code: profile.postal_code,
  };
}

/** The password fields go only with a new password, so a blank one never reads as a change. */
export function updateRequest(values: EditProfileValues): UpdateProfileRequest {
  const body: UpdateProfileRequest = {
    fullname: values.fullname.trim(),
    birth_date: values.birth_date,
    email: values.email.trim(),
    address: values.address.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
    postal_code: values.postal_code.trim(),
  };
  if (values.password) {
    body.old_password = values.old_password;
    body.password = values.password;
    body.password_confirm = values.password_confirm;
  }
  return body;
}

export default function EditProfilePage() {
  useFeatureSaga(watchEditProfile);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);
  const social = useAppSelector(selectIsSocialAccount);
  const initialValues = useMemo(() => profileValues(profile), [profile]);

  const start = useCallback((values: EditProfileValues) => dispatch(editProfileActions.submitRequested(updateRequest(values))), [dispatch]);
  const onSubmit = useSagaSubmit(selectEditProfileSubmission, start);

  // A member whose profile has never arrived sees it load rather than an empty form.
  if (!profile.mobile_number && status !== 'failed') return <PageSpinner />;

  return (
    <Page width="reading">
      <PageHeading title={t('editProfile.title')} />
      <Form<EditProfileValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        render={({ handleSubmit }) => (
          <form className="account-form" noValidate onSubmit={handleSubmit}>
            <TextField name="fullname" label={t('editProfile.fullname')} autoComplete="name" {...fields.fullname} />
            <DateField name="birth_date" label={t('editProfile.birthDate')} {...fields.birth_date} />
            <ReadOnlyMobile mobile={profile.mobile_number} label={t('editProfile.mobile')} tooltipButtonLabel={t('editProfile.mobileTooltipButton')} tooltip={t('editProfile.mobileTooltip')} />
            <TextField name="email" label={t('editProfile.email')} type="email" inputMode="email" autoComplete="email" {...fields.email} />
            {!social && (
              <fieldset className="form-field">
                <legend className="form-field__label">{t('editProfile.passwordSection')}</legend>
                <p className="form-field__hint">{t('editProfile.passwordHint')}</p>
                <PasswordField name="old_password" label={t('editProfile.oldPassword')} {...fields.old_password} />
                <PasswordField
                  name="password"
                  label={t('editProfile.newPassword')}
                  autoComplete="new-password"
                  {...fields.password}
                  validateFields={['old_password', 'password_confirm']}
                />
                <PasswordField name="password_confirm" label={t('editProfile.confirmPassword')} autoComplete="new-password" {...fields.password_confirm} />
              </fieldset>
            )}
            <AddressFields label={(field) => t(`editProfile.${field}`)} />
            <SubmitButton>{t('editProfile.save')}</SubmitButton>
            <ButtonLink to={DASHBOARD_PATH} variant="secondary" block>
              {t('editProfile.back')}
            </ButtonLink>
          </form>
        )}
      />
    </Page>
  );
}
