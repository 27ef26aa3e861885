import { useTranslation } from 'react-i18next';
import type { BottleSlot } from '../../../shared/loyalty/bottleSlots';
import { oilImageUrl } from './oilImage';
import './BottleRow.css';

function BottleShape({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 32" aria-hidden="true" focusable="false">
      <path d="M9 1h6v4H9z" />
      <path d="M8 5h8l2 4h1.5A2.5 2.5 0 0 1 22 11.5V28a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V12a3 3 0 0 1 3-3h1z" />
    </svg>
  );
}

export interface BottleRowProps {
  slots: readonly BottleSlot[];
  size?: 'sm' | 'md';
}

/**
 * A cycle's bottles: paid slots fill as services are verified; the last slot is the free bottle,
 * which shows the free oil once it has been verified.
 */
export function BottleRow({ slots, size = 'md' }: BottleRowProps) {
  const { t } = useTranslation();
  if (slots.length === 0) return null;
  const paid = slots.filter((slot) => slot.kind !== 'free');
  const filled = paid.filter((slot) => slot.kind === 'filled').length;
  const free = slots.find((slot) => slot.kind === 'free');
  const freeState = free?.kind === 'free' ? (free.oilCode ? 'earned' : free.owed ? 'owed' : 'locked') : 'locked';
  const label = t('dashboard.bottles.label', { filled, size: paid.length }) + ' ' + t(`dashboard.bottles.free.${freeState}`);
  return (
    <ol className={`bottle-row bottle-row--${size}`} aria-label={label}>
      {slots.map((slot, index) => {
        if (slot.kind === 'free') {
          return (
            <li key="free" className={`bottle-row__slot bottle-row__slot--free bottle-row__slot--${freeState}`} aria-hidden="true">
              {slot.oilCode ? (
                <img src={oilImageUrl(slot.oilCode)} alt="" className="bottle-row__image" />
              ) : (
                <BottleShape className="bottle-row__shape" />
              )}
              <span className="bottle-row__free-tag">{t('dashboard.bottles.freeTag')}</span>
            </li>
          );
        }
        return (
          <li key={index} className={`bottle-row__slot bottle-row__slot--${slot.kind}`} aria-hidden="true">
            <BottleShape className="bottle-row__shape" />
          </li>
        );
      })}
    </ol>
  );
}
