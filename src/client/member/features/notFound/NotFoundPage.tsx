import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../frame/ui/Button';
import { paths } from '../../app/paths';
import './NotFoundPage.css';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

/** Any path the app does not know (spec section 2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="not-found">
      <DocumentTitle title={t('errors.notFound.title')} />
      <p className="not-found__code">{t('errors.notFound.code')}</p>
      <h1 className="not-found__message">{t('errors.notFound.message')}</h1>
      <ButtonLink to={paths.home}>{t('errors.notFound.home')}</ButtonLink>
    </div>
  );
}
