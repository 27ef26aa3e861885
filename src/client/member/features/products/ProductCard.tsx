import { useTranslation } from 'react-i18next';
import type { Oil, OilCode } from '../../../../shared/catalogue/oils';
import { documentPaths } from '../../../../shared/contract/content';
import { oilImageUrl } from '../../../frame/ui/oilImage';
import { DownloadIcon, ExternalLinkIcon } from '../content/icons';

/** One oil of the catalogue: picture, name lines, pack, grade, description, datasheet and product page. */
export function ProductCard({ oil }: { oil: Oil }) {
  const { t, i18n } = useTranslation();
  const [series, ...rest] = oil.fullName;
  const headingId = `product-${oil.code}`;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      <div className="product-card__picture">
        <img src={oilImageUrl(oil.code)} alt="" width={96} height={128} loading="lazy" decoding="async" />
      </div>
      <div className="product-card__body">
        <h2 id={headingId} className="product-card__name">
          <span className="product-card__series">{series}</span> <span className="product-card__grade-line">{rest.join(' ')}</span>
        </h2>
        <ul className="product-card__tags" role="list">
          <li className="product-card__tag">{t('products.pack', { litres: oil.packLitres })}</li>
          <li className="product-card__tag">{t('products.grade', { grade: oil.grade })}</li>
          {oil.diesel && <li className="product-card__tag product-card__tag--diesel">{t('products.diesel')}</li>}
        </ul>
        <p className="product-card__description">{t(`products.descriptions.${oil.code as OilCode}`)}</p>
        <div className="product-card__actions">
          <a className="button button--primary button--sm" href={documentPaths.pdf(oil.pdfName, i18n.language)} download={oil.pdfName} type="application/pdf">
            <span className="button__icon">
              <DownloadIcon />
            </span>
            <span className="button__label">{t('products.datasheet')}</span>
          </a>
          <a className="button button--link button--sm" href={oil.readMoreUrl} target="_blank" rel="noopener">
            <span className="button__label">{t('products.readMore')}</span>
            <ExternalLinkIcon className="product-card__external" />
            <span className="visually-hidden">{t('products.opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
