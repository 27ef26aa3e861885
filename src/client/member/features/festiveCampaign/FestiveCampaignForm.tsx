import { useCallback, useMemo } from 'react';
import { Form } from 'react-final-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { documentPaths } from '../../../../shared/contract/content';
import {
  CAMPAIGN_DIAL,
  sanitiseEwalletInput,
  stripDisallowedNameChars,
  festiveFields,
} from '../../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Checkbox, RadioGroup, Select, SubmitButton, TextField, fieldsOf } from '../../../frame/ui/form';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { selectProfile } from '../../../entities/profile/slice';
import { festiveCampaignActions, selectFestiveSubmission, type FestiveEligibilityState } from './slice';
import { festiveRequest, initialFestiveValues, type FestiveFormValues } from './values';
import { ReadOnlyMobile } from '../../../frame/ui/form/ReadOnlyMobile';

const fields = fieldsOf(festiveFields);

/** The festive form; an earlier entry locks the name (the member enters under one name). */
export function FestiveCampaignForm({ eligibility }: { eligibility: FestiveEligibilityState }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const locked = eligibility.entry !== null;
  const initialValues = useMemo(() => initialFestiveValues(eligibility.entry, profile.fullname), [eligibility.entry, profile.fullname]);
  const start = useCallback(
    (values: FestiveFormValues) => dispatch(festiveCampaignActions.submitRequested(festiveRequest(values, eligibility.transactionId))),
    [dispatch, eligibility.transactionId],
  );
  const onSubmit = useSagaSubmit(selectFestiveSubmission, start);
  const answers = [
    { value: 'Quartz', label: t('festiveCampaign.quartz') },
    { value: 'Rubia', label: t('festiveCampaign.rubia') },
  ];

  return (
    <Form<FestiveFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form className="account-form" noValidate onSubmit={handleSubmit}>
          <TextField
            name="fullname"
            label={t('festiveCampaign.fullname')}
            autoComplete="name"
            parse={stripDisallowedNameChars}
            {...fields.fullname}
            readOnly={locked}
            hint={locked ? t('festiveCampaign.nameLocked') : undefined}
          />
          <ReadOnlyMobile
            mobile={profile.mobile_number}
            label={t('festiveCampaign.registeredMobile')}
            tooltipButtonLabel={t('festiveCampaign.registeredMobileTooltipButton')}
            tooltip={t('festiveCampaign.registeredMobileTooltip')}
          />
          <Select name="mobile_ext_no" label={t('festiveCampaign.countryCode')} options={[{ value: CAMPAIGN_DIAL, label: `MY +${CAMPAIGN_DIAL}` }]} />
          <TextField
            name="mobile_no"
            label={t('festiveCampaign.ewallet')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            parse={sanitiseEwalletInput}
            {...fields.mobile_no}
            hint={t('festiveCampaign.ewalletHint')}
          />
          <RadioGroup name="answer" legend={t('festiveCampaign.answer')} options={answers} {...fields.answer} />
          <Checkbox name="tnc" {...fields.tnc}>
            <Trans
              i18nKey="festiveCampaign.terms"
              components={{
                terms: <a href={documentPaths.termsAndConditions} target="_blank" rel="noopener noreferrer" />,
                privacy: <Link to={paths.privacyPolicy} target="_blank" rel="noopener noreferrer" />,
              }}
            />
          </Checkbox>
          <SubmitButton>{t('festiveCampaign.submit')}</SubmitButton>
        </form>
      )}
    />
  );
}
