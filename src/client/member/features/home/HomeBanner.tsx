import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';

interface Slide {
  id: 'programme' | 'workshops' | 'tracking';
  image: string;
  action: ReactNode;
}

/**
 * The three-slide banner. Slides sit in a scroll-snap track, so a finger swipes them natively.
 * The current dot's progress bar is a CSS animation whose end moves to the next slide: no timer,
 * and it stops by itself under the pointer, while focused, once the visitor takes over, and for
 * visitors who ask for reduced motion.
 */
export function HomeBanner({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [heldByVisitor, setHeldByVisitor] = useState(false);
  const programme = t('common.programme');

  const slides: Slide[] = [
    {
      id: 'programme',
      image: '/images/home/banner-programme.svg',
      action: loggedIn ? (
        <ButtonLink to={paths.loyalty}>{t('home.banner.dashboard')}</ButtonLink>
      ) : (
        <ButtonLink to={paths.register}>{t('home.banner.register')}</ButtonLink>
      ),
    },
    { id: 'workshops', image: '/images/home/banner-workshops.svg', action: <ButtonLink to={paths.workshopsLocator}>{t('home.banner.workshops.cta')}</ButtonLink> },
    { id: 'tracking', image: '/images/home/banner-tracking.svg', action: <ButtonLink to={paths.howItWorks}>{t('home.banner.tracking.cta')}</ButtonLink> },
  ];
  const total = slides.length;

  const show = useCallback((index: number) => {
    setCurrent(index);
    const el = track.current;
    // jsdom has no scrolling; the dots still follow `current`.
    el?.scrollTo?.({ left: index * el.clientWidth, behavior: 'smooth' });
  }, []);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== current && index >= 0 && index < total) setCurrent(index);
  };

  const takeOver = () => setHeldByVisitor(true);

  return (
    <section
      className={`home-banner${heldByVisitor ? ' home-banner--held' : ''}`}
      aria-roledescription={t('home.banner.roleCarousel')}
      aria-label={t('home.banner.label')}
      onPointerDown={takeOver}
      onWheel={takeOver}
      onKeyDown={takeOver}
    >
      <div ref={track} className="home-banner__track" onScroll={onScroll} aria-live={heldByVisitor ? 'polite' : 'off'}>
        {slides.map((slide, index) => {
          const Heading = index === 0 ? 'h1' : 'h2';
          return (
            <div
              key={slide.id}
              className={`home-banner__slide home-banner__slide--${slide.id}`}
              role="group"
              aria-roledescription={t('home.banner.roleSlide')}
              aria-label={t('home.banner.slide', { current: index + 1, total })}
            >
              <div className="home-banner__text">
                <p className="home-banner__eyebrow">{t('home.banner.eyebrow', { programme })}</p>
                <Heading className="home-banner__title">{t(`home.banner.${slide.id}.title`)}</Heading>
                <p className="home-banner__lead">{t(`home.banner.${slide.id}.text`)}</p>
                <div className="home-banner__actions">{slide.action}</div>
              </div>
              <img
                className="home-banner__art"
                src={slide.image}
                alt=""
                width={320}
                height={240}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          );
        })}
      </div>
      <div className="home-banner__dots">
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className="home-banner__dot"
            aria-label={t('home.banner.goTo', { current: index + 1, total })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => show(index)}
          >
            {index === current && (
              <span key={current} className="home-banner__progress" onAnimationEnd={() => show((current + 1) % total)} />
            )}
          </button>
        ))}
      </div>
    </section>
  );
}
