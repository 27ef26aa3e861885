import './texts';
import { useCallback, useRef } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { SurveyRequest } from '../../../../shared/contract/accounts';
import { surveyFields } from '../../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../../frame/ui/Button';
import { RadioGroup, SubmitButton, TextField, fieldsOf } from '../../../frame/ui/form';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import { PageSpinner } from '../../../frame/ui/Spinner';
import '../../../frame/ui/form/form.css';
import { selectProfileStatus } from '../../../entities/profile/slice';
import { selectOfferedAfterRegistration, selectSurveyOffered, selectSurveySubmission, surveyActions } from './slice';
import { useFeatureSaga } from '../../../frame/featureSaga';
import watchSurvey from './sagas';

/**
 * The answers as stored: English, whatever the member's language, so the programme's reports read
 * the same for everyone.
 */
export const heardFromAnswers = {
  friend: 'Friend',
  workshop: 'Referred by a workshop',
  socialMedia: 'Social media',
  onlineSearch: 'Online search',
  websiteAds: 'Website ads',
  offlineAds: 'Offline ads',
  other: 'Other',
} as const;

export type HeardFrom = keyof typeof heardFromAnswers;

export interface SurveyValues {
  used_before: 'yes' | 'no';
  heard_from?: HeardFrom;
  comment?: string;
}

export function surveyRequest(values: SurveyValues): SurveyRequest {
  const source = values.heard_from as HeardFrom;
  // Spec section 3: with Other, the typed comment is the answer.
  const answer2 = source === 'other' ? (values.comment ?? '').trim() : heardFromAnswers[source];
  return { answer: values.used_before, answer2 };
}

const fields = fieldsOf(surveyFields);

const initialValues: Partial<SurveyValues> = { used_before: 'no' };

export default function SurveyPage() {
  useFeatureSaga(watchSurvey);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const offered = useAppSelector(selectSurveyOffered);
  // Straight after registering it is offered. After a reload the stored profile may still say
  // pending: decide once the fresh one has arrived (or could not: then on the stored one); the
  // stored profile comes back as not yet asked for (persist.ts).
  const afterRegistration = useAppSelector(selectOfferedAfterRegistration);
  const profileStatus = useAppSelector(selectProfileStatus);
  const profileSettled = profileStatus === 'succeeded' || profileStatus === 'failed';
  // Then checked on arrival only: the flag clears on submit, and the thank-you popup must still show here.
  const arrival = useRef<boolean | null>(null);
  if (arrival.current === null && (afterRegistration || profileSettled)) arrival.current = offered;
  const allowed = arrival.current;

  const start = useCallback((values: SurveyValues) => dispatch(surveyActions.submitRequested(surveyRequest(values))), [dispatch]);
  const onSubmit = useSagaSubmit(selectSurveySubmission, start);

  if (allowed === null) return <PageSpinner />;
  if (!allowed) return <Navigate to="/loyalty" replace />;

  const yesNo = [
    { value: 'yes', label: t('survey.yes') },
    { value: 'no', label: t('survey.no') },
  ];
  const sources = (Object.keys(heardFromAnswers) as HeardFrom[]).map((key) => ({ value: key, label: t(`survey.sources.${key}`) }));

  return (
    <Page width="reading">
      <PageHeading title={t('survey.title')} />
      <Form<SurveyValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        render={({ handleSubmit, values, submitting }) => (
          <form className="account-form" noValidate onSubmit={handleSubmit}>
            <RadioGroup name="used_before" legend={t('survey.usedBefore')} options={yesNo} />
            <RadioGroup name="heard_from" legend={t('survey.heardFrom')} options={sources} {...fields.heard_from} />
            {values.heard_from === 'other' && (
              <TextField name="comment" label={t('survey.comment')} {...fields.comment} />
            )}
            <SubmitButton>{t('survey.submit')}</SubmitButton>
            <Button variant="secondary" block disabled={submitting} onClick={() => dispatch(surveyActions.skipped())}>
              {t('survey.skip')}
            </Button>
          </form>
        )}
      />
    </Page>
  );
}
