import './texts';
import { useCallback, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CampaignProfileRequest } from '../../../../shared/contract/campaigns';
import type { Profile } from '../../../../shared/contract/accounts';
import { rewardDetailsFields } from '../../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { GiftIcon } from '../../../frame/ui/icons';
import { Card, Page, PageHeading } from '../../../frame/ui/PageLayout';
import { PageSpinner } from '../../../frame/ui/Spinner';
import { AddressFields, SubmitButton, TextField, fieldsOf } from '../../../frame/ui/form';
import { useSagaSubmit } from '../../../frame/forms/submission';
import '../../../frame/ui/form/form.css';
import { selectProfile, selectProfileStatus } from '../../../entities/profile/slice';
import { campaignMgmActions, selectCampaignMgmSubmission } from './slice';
import './CampaignMgmPage.css';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchCampaignMgm from './sagas';
import { REWARD_ID_PATTERN } from '../../../../shared/rules/campaign';

export type CampaignDetailsValues = Omit<CampaignProfileRequest, 'mid' | 'birth_date'>;

// The edit-details form asks for 5 to 60 characters of name, as registration does (spec section 5).
const fields = fieldsOf(rewardDetailsFields);

export function detailsValues(profile: Profile): CampaignDetailsValues {
  return {
    fullname: profile.fullname,
    email: profile.email,
    address: profile.address,
    state: profile.state,
    country: profile.country,
    postal_code: profile.postal_code,
  };
}

/** The payload of both calls: the typed details, the reward's id and the profile's own birth date. */
export function campaignRequest(values: CampaignDetailsValues, mid: string, birthDate: string): CampaignProfileRequest {
  return {
    fullname: values.fullname.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
    postal_code: values.postal_code.trim(),
    mid,
    birth_date: birthDate,
  };
}

export function CampaignBanner() {
  const { t } = useTranslation();
  return (
    <section className="mgm-banner" aria-labelledby="mgm-banner-heading">
      <span className="mgm-banner__icon" aria-hidden="true">
        <GiftIcon />
      </span>
      <div>
        <p className="mgm-banner__eyebrow">{t('campaignMgm.banner.eyebrow')}</p>
        <h2 id="mgm-banner-heading" className="mgm-banner__heading">
          {t('campaignMgm.banner.heading')}
        </h2>
        <p className="mgm-banner__text">{t('campaignMgm.banner.text')}</p>
      </div>
    </section>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Card className="mgm-invalid">
      <h2 className="section-heading">{t('campaignMgm.invalidLink.heading')}</h2>
      <p>{t('campaignMgm.invalidLink.text')}</p>
      <ButtonLink to={paths.referAndEarn} block>
        {t('campaignMgm.invalidLink.action')}
      </ButtonLink>
    </Card>
  );
}

export default function CampaignMgmPage() {
  useFeatureSaga(watchCampaignMgm);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const mid = (search.get('mid') ?? '').trim();
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);
  const initialValues = useMemo(() => detailsValues(profile), [profile]);

  const start = useCallback(
    (values: CampaignDetailsValues) => dispatch(campaignMgmActions.submitRequested(campaignRequest(values, mid, profile.birth_date))),
    [dispatch, mid, profile.birth_date],
  );
  const onSubmit = useSagaSubmit(selectCampaignMgmSubmission, start);

  if (!profile.mobile_number && status !== 'failed') return <PageSpinner />;
  const validLink = REWARD_ID_PATTERN.test(mid);

  return (
    <Page width="reading" className="mgm-page">
      {/* 'Your reward is ready' belongs to a reward: a link without one shows only its error. */}
      {validLink && <CampaignBanner />}
      <PageHeading title={t('campaignMgm.title')} />
      {validLink ? (
        <Form<CampaignDetailsValues>
          onSubmit={onSubmit}
          initialValues={initialValues}
          render={({ handleSubmit }) => (
            <form className="account-form" noValidate onSubmit={handleSubmit}>
              <TextField name="fullname" label={t('campaignMgm.fullname')} autoComplete="name" {...fields.fullname} />
              <TextField name="email" label={t('campaignMgm.email')} type="email" inputMode="email" autoComplete="email" {...fields.email} />
              <AddressFields label={(field) => t(`campaignMgm.${field}`)} />
              <SubmitButton>{t('campaignMgm.submit')}</SubmitButton>
              <ButtonLink to={paths.loyalty} variant="secondary" block>
                {t('campaignMgm.back')}
              </ButtonLink>
            </form>
          )}
        />
      ) : (
        <InvalidLink />
      )}
    </Page>
  );
}
