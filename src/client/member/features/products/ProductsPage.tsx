import './texts';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { oilsInTab, type OfferTab } from '../../../../shared/catalogue/oils';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { Page } from '../../../frame/ui/PageLayout';
import { ContentHero } from '../content/ContentHero';
import { ProductCard } from './ProductCard';
import '../content/content.css';
import './ProductsPage.css';

export interface ProductsPageProps {
  tab: OfferTab;
}

const offerPath = (tab: OfferTab) => (tab === 3 ? paths.buy3get1 : paths.buy4get1);

/** /buy3get1 and /buy4get1: the offer's oils from the catalogue, highest value first. */
export default function ProductsPage({ tab }: ProductsPageProps) {
  const { t } = useTranslation();
  const oils = oilsInTab(tab);
  const offer = t(`products.offers.${tab}.title`);
  return (
    <>
      <ContentHero title={offer} subtitle={t(`products.offers.${tab}.subtitle`, { programme: t('common.programme') })} />
      <Page className="products">
        <nav className="offer-switch" aria-label={t('layout.nav.products')}>
          {([3, 4] as const).map((each) => (
            <NavLink key={each} to={offerPath(each)} className="offer-switch__link">
              <span className="offer-switch__title">{t(`products.offers.${each}.title`)}</span>
              <span className="offer-switch__ranges">{t(`products.offers.${each}.ranges`)}</span>
            </NavLink>
          ))}
        </nav>
        <p className="products__count">
          {t('products.count', { count: oils.length })} · {t('products.freeBottleNote')}
        </p>
        <ul className="products__grid" role="list" aria-label={t('products.listLabel', { offer })}>
          {oils.map((oil) => (
            <li key={oil.code}>
              <ProductCard oil={oil} />
            </li>
          ))}
        </ul>
        <div className="content-actions products__more">
          <ButtonLink to={offerPath(tab === 3 ? 4 : 3)} variant="secondary">
            {t(`products.other.${tab}`)}
          </ButtonLink>
          <ButtonLink to={paths.howItWorks} variant="link">
            {t('products.howItWorks')}
          </ButtonLink>
        </div>
      </Page>
    </>
  );
}
