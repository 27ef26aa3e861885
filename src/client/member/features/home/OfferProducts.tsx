import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { oilsInTab, type OfferTab } from '../../../../shared/catalogue/oils';
import { paths } from '../../app/paths';
import { oilImageUrl } from '../../../frame/ui/oilImage';

/** The oils of one offer: a swipeable rail on phones, a grid on wide screens; each opens the offer's page. */
export function OfferProducts({ tab }: { tab: OfferTab }) {
  const { t } = useTranslation();
  const to = tab === 3 ? paths.buy3get1 : paths.buy4get1;
  return (
    <ul className="home-products" role="list" aria-label={t(tab === 3 ? 'home.offers.buy3' : 'home.offers.buy4')}>
      {oilsInTab(tab).map((oil) => {
        const [series, ...rest] = oil.fullName;
        return (
          <li key={oil.code} className="home-products__item">
            <Link to={to} className="home-product">
              <span className="home-product__picture">
                <img src={oilImageUrl(oil.code)} alt="" width={72} height={96} loading="lazy" decoding="async" />
              </span>
              <span className="home-product__series">{series}</span>
              <span className="home-product__grade">{rest.join(' ')}</span>
              <span className="home-product__pack">{t('home.offers.pack', { litres: oil.packLitres })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
