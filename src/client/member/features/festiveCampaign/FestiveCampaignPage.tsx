import './texts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Card, Page } from '../../../frame/ui/PageLayout';
import { Spinner } from '../../../frame/ui/Spinner';
import '../../../frame/ui/form/form.css';
import { FestiveCampaignForm } from './FestiveCampaignForm';
import { festiveCampaignActions, selectFestiveEligibility } from './slice';
import './FestiveCampaignPage.css';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

/** /campaign/cny?transaction_id=…: the service's eligibility decides whether the form opens. */
export default function FestiveCampaignPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const transactionId = (search.get('transaction_id') ?? '').trim();
  const eligibility = useAppSelector(selectFestiveEligibility);

  useEffect(() => {
    dispatch(festiveCampaignActions.pageOpened({ transactionId }));
  }, [dispatch, transactionId]);

  const current = eligibility.transactionId === transactionId;
  return (
    <Page width="reading" className="festive-page">
      <header className="festive-banner">
        <DocumentTitle title={t('festiveCampaign.title')} />
        <p className="festive-banner__eyebrow">{t('festiveCampaign.eyebrow')}</p>
        <h1 className="festive-banner__title">{t('festiveCampaign.title')}</h1>
        {current && eligibility.status === 'eligible' && <p className="festive-banner__intro">{t('festiveCampaign.intro', { amount: eligibility.amount })}</p>}
      </header>
      {current && eligibility.status === 'eligible' ? (
        <Card>
          <p className="festive-transaction">
            {t('festiveCampaign.transaction')}: <strong>{transactionId.toUpperCase()}</strong>
          </p>
          <FestiveCampaignForm eligibility={eligibility} />
        </Card>
      ) : (
        !(current && eligibility.status === 'closed') && (
          <div className="festive-checking">
            <Spinner size="lg" label={t('festiveCampaign.checking')} />
          </div>
        )
      )}
    </Page>
  );
}
