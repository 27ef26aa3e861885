import './texts';
import { useTranslation } from 'react-i18next';
import { careline } from '../../../../shared/contract/content';
import { paths } from '../../app/paths';
import { ButtonLink, buttonClass } from '../../../frame/ui/Button';
import { Page } from '../../../frame/ui/PageLayout';
import { Accordion } from './Accordion';
import { ContentHero } from './ContentHero';
import { PhoneIcon } from './icons';
import { programmeFacts } from './programmeFacts';
import './content.css';

const questions = ['what', 'who', 'cycle', 'freeBottle', 'verification', 'rejected', 'interval', 'validity', 'cars', 'workshop', 'mobile', 'data', 'careline'] as const;

/** /faq: the programme's rules as questions, one open at a time. */
export default function FaqPage() {
  const { t } = useTranslation();
  const values = { programme: t('common.programme'), ...programmeFacts };
  const items = questions.map((id) => ({ id, title: t(`content.faq.items.${id}.q`, values), body: t(`content.faq.items.${id}.a`, values) }));
  return (
    <>
      <ContentHero title={t('content.faq.title')} subtitle={t('content.faq.subtitle')} />
      <Page width="reading" className="content">
        <Accordion items={items} />
        <div className="content-actions">
          <a href={careline.tel} className={buttonClass({})}>
            <span className="button__icon">
              <PhoneIcon />
            </span>
            <span className="button__label">{t('content.faq.call')}</span>
          </a>
          <ButtonLink to={paths.loyalty} variant="secondary">
            {t('content.faq.back')}
          </ButtonLink>
        </div>
      </Page>
    </>
  );
}
