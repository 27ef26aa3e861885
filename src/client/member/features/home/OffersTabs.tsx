import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferTab } from '../../../../shared/catalogue/oils';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { OfferProducts } from './OfferProducts';

const tabs: { tab: OfferTab; key: 'buy3' | 'buy4' }[] = [
  { tab: 3, key: 'buy3' },
  { tab: 4, key: 'buy4' },
];

/** 'Buy 3 Get 1 Free' and 'Buy 4 Get 1 Free' tabs, each showing its oils (spec section 4: the tab toggles). */
export function OffersTabs() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<OfferTab>(3);

  // Arrow keys move between the two tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: OfferTab = selected === 3 ? 4 : 3;
    setSelected(next);
    document.getElementById(`home-offer-tab-${next}`)?.focus();
  };

  return (
    <section className="home-section home-offers" aria-labelledby="home-offers-heading">
      <h2 id="home-offers-heading" className="home-section__heading">
        {t('home.offers.heading')}
      </h2>
      <div className="home-offers__tabs" role="tablist" aria-label={t('home.offers.label')} onKeyDown={onKeyDown}>
        {tabs.map(({ tab, key }) => (
          <button
            key={tab}
            id={`home-offer-tab-${tab}`}
            type="button"
            role="tab"
            className="home-offers__tab"
            aria-selected={selected === tab}
            aria-controls="home-offer-panel"
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            <span className="home-offers__tab-title">{t(`home.offers.${key}`)}</span>
            <span className="home-offers__tab-ranges">{t(`home.offers.${key}Ranges`)}</span>
          </button>
        ))}
      </div>
      <div id="home-offer-panel" role="tabpanel" aria-labelledby={`home-offer-tab-${selected}`} className="home-offers__panel">
        <OfferProducts tab={selected} />
        <ButtonLink to={selected === 3 ? paths.buy3get1 : paths.buy4get1} variant="secondary">
          {t(selected === 3 ? 'home.offers.all3' : 'home.offers.all4')}
        </ButtonLink>
      </div>
    </section>
  );
}
