import './texts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { CheckCircleIcon } from '../../../frame/ui/icons';
import { Card, Page } from '../../../frame/ui/PageLayout';
import './CampaignMgmPage.css';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

/** /campaign/mgm/success: the redeem went through. */
export default function CampaignMgmSuccessPage() {
  const { t } = useTranslation();
  return (
    <Page width="reading" className="mgm-page">
      <Card className="mgm-success">
        <DocumentTitle title={t('campaignMgm.success.title')} />
        <span className="mgm-success__icon" aria-hidden="true">
          <CheckCircleIcon />
        </span>
        <h1 className="mgm-success__title">{t('campaignMgm.success.title')}</h1>
        <p>{t('campaignMgm.success.text')}</p>
        <ButtonLink to={paths.loyalty} block>
          {t('campaignMgm.success.back')}
        </ButtonLink>
      </Card>
      <section className="mgm-offers" aria-labelledby="mgm-offers">
        <h2 id="mgm-offers" className="mgm-offers__heading">
          {t('campaignMgm.success.offers')}
        </h2>
        <div className="mgm-offers__links">
          <ButtonLink to={paths.buy3get1} variant="secondary" block>
            {t('campaignMgm.success.buy3get1')}
          </ButtonLink>
          <ButtonLink to={paths.buy4get1} variant="secondary" block>
            {t('campaignMgm.success.buy4get1')}
          </ButtonLink>
        </div>
      </section>
    </Page>
  );
}
