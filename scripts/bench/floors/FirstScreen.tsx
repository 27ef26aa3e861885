import home from '../../../src/client/frame/i18n/locales/en/home.json';

const programme = 'Quartz';
const fill = (text: string) => text.replace('{{programme}}', programme);

/**
 * The home page's first screen as a guest meets it (the header, the banner's first slide, the
 * greeting's heading and text), with nothing of the app behind it: what both floors show.
 */
export function FirstScreen() {
  return (
    <>
      <header className="floor-header">
        <span className="floor-header__logo">{programme} Loyalty</span>
        <button type="button" className="floor-header__menu" aria-label="Open menu">
          ☰
        </button>
      </header>
      <main>
        <section className="floor-banner" aria-label={home.banner.label}>
          <img className="floor-banner__image" src="/images/home/banner-programme.svg" alt="" width="390" height="220" />
          <p className="floor-banner__eyebrow">{fill(home.banner.eyebrow)}</p>
          <h1 className="floor-banner__title">{home.banner.programme.title}</h1>
          <p>{home.banner.programme.text}</p>
          <a className="floor-button" href="/register">
            {home.banner.register}
          </a>
        </section>
        <section className="floor-greeting">
          <h2>{fill(home.guest.greeting)}</h2>
          <p>{home.guest.text}</p>
        </section>
      </main>
    </>
  );
}
