import { keepLastScreen, LAST_SCREEN_ID, LAST_SCREEN_KEY_PREFIX, replaceLastScreen, showLastScreen } from './lastScreen';

const BUILD = 'build-1';
const options = { build: BUILD, accessTokenCookie: 'access_token', languageKey: 'quartz.language' };

function pageAt(path: string, markup = '<main><h1>Your Vehicles</h1></main>'): HTMLElement {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '<link rel="stylesheet" href="/css/member.css">';
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  document.documentElement.lang = 'ms';
  return document.getElementById('root')!;
}

function signIn(): void {
  document.cookie = 'access_token=a-token; path=/';
}

function signOut(): void {
  document.cookie = 'access_token=; Max-Age=0; path=/';
}

/** The page as the browser opens it again: the app's root empty, the stored screen beside it. */
function reopen(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '<link rel="stylesheet" href="/css/member.css">';
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.lang = 'en';
  return document.getElementById('root')!;
}

describe("a member's last screen of a page", () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterAll(signOut);

  it('is kept with its build, language and stylesheets, and shown when the page is opened again, hidden from assistive technology and inert', () => {
    pageAt('/loyalty');
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/css/dashboard.css">');
    expect(keepLastScreen('/loyalty', BUILD)).toBe(true);
    expect(JSON.parse(localStorage.getItem(`${LAST_SCREEN_KEY_PREFIX}/loyalty`)!)).toEqual({
      build: BUILD,
      language: 'ms',
      stylesheets: ['/css/member.css', '/css/dashboard.css'],
      html: '<main><h1>Your Vehicles</h1></main>',
    });

    const root = reopen('/loyalty');
    expect(showLastScreen(options)).toBe(true);
    const picture = document.getElementById(LAST_SCREEN_ID)!;
    expect(picture.nextElementSibling).toBe(root);
    expect(picture.innerHTML).toBe('<main><h1>Your Vehicles</h1></main>');
    expect(picture.hasAttribute('inert')).toBe(true);
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect(root.hidden).toBe(true);
    expect(document.documentElement.lang).toBe('ms');
    // The page's own stylesheet, which its chunk would have brought, is asked for; the app's is not twice.
    expect(Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => link.getAttribute('href'))).toEqual(['/css/member.css', '/css/dashboard.css']);

    replaceLastScreen();
    expect(document.getElementById(LAST_SCREEN_ID)).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('is kept for the page the member is on only', () => {
    pageAt('/inbox');
    expect(keepLastScreen('/loyalty', BUILD)).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['still loading', '<main><span role="status" class="spinner"></span></main>'],
    ['with a dialog open', '<main><h1>Your Vehicles</h1><div role="alertdialog">Logout?</div></main>'],
    ['busy', '<main aria-busy="true"><h1>Your Vehicles</h1></main>'],
  ])('is not kept while the screen is %s', (_what, markup) => {
    pageAt('/loyalty', markup);
    expect(keepLastScreen('/loyalty', BUILD)).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('is not shown to a visitor no longer signed in, by another build, in a language since changed, or on another page', () => {
    pageAt('/loyalty');
    keepLastScreen('/loyalty', BUILD);

    signOut();
    reopen('/loyalty');
    expect(showLastScreen(options)).toBe(false);
    signIn();

    reopen('/loyalty');
    expect(showLastScreen({ ...options, build: 'build-2' })).toBe(false);

    localStorage.setItem('quartz.language', 'en');
    reopen('/loyalty');
    expect(showLastScreen(options)).toBe(false);
    localStorage.setItem('quartz.language', 'ms');

    const root = reopen('/inbox');
    expect(showLastScreen(options)).toBe(false);
    expect(root.hidden).toBe(false);
    expect(document.getElementById(LAST_SCREEN_ID)).toBeNull();

    reopen('/loyalty');
    expect(showLastScreen(options)).toBe(true);
  });

  it('shows nothing for a record it cannot read, and the app starts as it would have', () => {
    localStorage.setItem(`${LAST_SCREEN_KEY_PREFIX}/loyalty`, '{not json');
    const root = reopen('/loyalty');
    expect(showLastScreen(options)).toBe(false);
    expect(root.hidden).toBe(false);
  });

  it('leaves a page without a picture as it is when the app draws its first screen', () => {
    const root = reopen('/loyalty');
    replaceLastScreen();
    expect(root.hidden).toBe(false);
  });
});
