type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const loaded = new Set<string>();

/** Adds the Google tag for this id once per page; nothing third-party loads until this runs. */
export function loadGoogleTag(trackingId: string): void {
  if (loaded.has(trackingId)) return;
  loaded.add(trackingId);
  window.dataLayer = window.dataLayer ?? [];
  window.gtag =
    window.gtag ??
    function gtag() {
      // gtag.js reads the arguments object itself, as its own snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  window.gtag('js', new Date());
  // Page views are sent by hand, on the home page only.
  window.gtag('config', trackingId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`;
  document.head.appendChild(script);
}

export function sendPageView(trackingId: string, pagePath: string): void {
  window.gtag?.('event', 'page_view', { send_to: trackingId, page_path: pagePath });
}
