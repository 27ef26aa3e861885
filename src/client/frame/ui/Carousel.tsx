import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons';
import './Carousel.css';

export interface CarouselProps {
  /** Names the list for assistive tech. */
  label: string;
  children: ReactNode;
}

/**
 * A row of cards that scrolls sideways and snaps to each card: 1.1 cards show on a phone, 1.7 on a
 * tablet and 2.3 on a desktop (spec section 9), so the next card always peeks out. Arrows appear
 * when a pointer can use them.
 */
export function Carousel({ label, children }: CarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, children]);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    const card = el?.querySelector<HTMLElement>('.carousel__item');
    if (!el || !card) return;
    el.scrollBy({ left: direction * (card.offsetWidth + 16), behavior: 'smooth' });
  };

  return (
    <div className="carousel">
      <ul ref={track} className="carousel__track" aria-label={label} onScroll={measure} role="list">
        {Children.map(children, (child) => (
          <li className="carousel__item">{child}</li>
        ))}
      </ul>
      {!edges.start && (
        <button type="button" className="carousel__arrow carousel__arrow--prev" onClick={() => step(-1)} aria-label={t('dashboard.carousel.previous')}>
          <ChevronRightIcon />
        </button>
      )}
      {!edges.end && (
        <button type="button" className="carousel__arrow carousel__arrow--next" onClick={() => step(1)} aria-label={t('dashboard.carousel.next')}>
          <ChevronRightIcon />
        </button>
      )}
    </div>
  );
}
