import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BottleSlot } from '../../../shared/loyalty/bottleSlots';
import { BottleRow } from './BottleRow';
import { Button } from './Button';
import { formatKm } from './formatDay';
import { NextServiceDay } from './NextServiceDay';
import { CarIcon, PlusIcon } from './icons';
import './VehicleCard.css';
import { OilName } from './OilName';

export interface VehicleCardData {
  guid: string;
  model_brand: string;
  model_name: string;
  plate_number: string;
  workshop_id: string;
  workshop_name: string;
  oil: string;
  next_mileage: number;
  next_service_date: string;
}

export interface VehicleCardProps {
  vehicle: VehicleCardData;
  slots: readonly BottleSlot[];
  /** Tapping the card or View More. */
  onOpen: () => void;
  onAddService: () => void;
}

/** A vehicle on the dashboard: what it is, where it is serviced, when next, and its bottles. */
export function VehicleCard({ vehicle, slots, onOpen, onAddService }: VehicleCardProps) {
  const { t } = useTranslation();
  const titleId = `vehicle-${vehicle.guid}`;
  const stop = (handler: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    handler();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onOpen();
    }
  };
  const workshop = vehicle.workshop_id ? [vehicle.workshop_id, vehicle.workshop_name].filter(Boolean).join(' · ') : '-';
  return (
    <article className="vehicle-card" aria-labelledby={titleId} onClick={onOpen} onKeyDown={onKeyDown} tabIndex={0}>
      <header className="vehicle-card__header">
        <span className="vehicle-card__icon" aria-hidden="true">
          <CarIcon />
        </span>
        <div className="vehicle-card__title">
          <h2 id={titleId} className="vehicle-card__name">
            <span className="vehicle-card__brand">{vehicle.model_brand}</span> {vehicle.model_name}
          </h2>
          <p className="vehicle-card__plate">{vehicle.plate_number}</p>
        </div>
      </header>
      <dl className="vehicle-card__facts">
        <div>
          <dt>{t('dashboard.card.workshop')}</dt>
          <dd>{workshop}</dd>
        </div>
        <div>
          <dt>{t('dashboard.card.oil')}</dt>
          <dd>{vehicle.oil ? <OilName name={vehicle.oil} /> : '-'}</dd>
        </div>
        <div className="vehicle-card__next">
          <dt>{t('dashboard.card.nextMileage')}</dt>
          <dd>{formatKm(vehicle.next_mileage)}</dd>
        </div>
        <div className="vehicle-card__next">
          <dt>{t('dashboard.card.nextDate')}</dt>
          <dd>
            <NextServiceDay day={vehicle.next_service_date} />
          </dd>
        </div>
      </dl>
      <div className="vehicle-card__cycle">
        <p className="vehicle-card__cycle-label">{t('dashboard.card.cycle')}</p>
        {slots.length > 0 ? <BottleRow slots={slots} size="sm" /> : <p className="vehicle-card__no-cycle">{t('dashboard.card.noCycle')}</p>}
      </div>
      <div className="vehicle-card__actions">
        <Button variant="secondary" size="sm" onClick={stop(onOpen)}>
          {t('dashboard.card.viewMore')}
        </Button>
        <Button variant="primary" size="sm" icon={<PlusIcon />} onClick={stop(onAddService)}>
          {t('dashboard.card.addService')}
        </Button>
      </div>
    </article>
  );
}
