import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './app/store';
import { BrowserApp, preloadPage } from './app/routes';
import { memberTexts } from './app/texts';
import { paths } from './app/paths';
import { lastScreenPages } from './app/LastScreenKeeper';
import { audiences } from '../frame/session/audience';
import { startPageApp } from '../frame/pageApp';
import { initI18n, languageReady, languages, type Language } from '../frame/i18n';
import { initialUiState } from '../frame/uiSlice';
import { appTree } from '../frame/startApp';
import { DocumentTitleSink } from '../frame/ui/DocumentTitle';

/** A page the server sends an HTML file of its own for, with its chunks (their webpackChunkName in routes.tsx). */
export interface PageWithChunks {
  path: string;
  chunks: readonly string[];
}

/**
 * The guest's pages whose first screen the server sends in its HTML: the pages a visitor opens
 * first (home, login, register) and the programme's content pages. Each renders the same for
 * every guest, so it is rendered once per language at build time (scripts/prerender.ts). With each,
 * the chunks whose stylesheets it needs before the app runs (their webpackChunkName in routes.tsx):
 * the build fails if one of them has none.
 */
export const prerenderedPages: readonly PageWithChunks[] = [
  { path: paths.home, chunks: ['home-sections'] },
  { path: paths.login, chunks: ['login'] },
  { path: paths.register, chunks: ['register'] },
  { path: paths.forgotPassword, chunks: ['forgot-password'] },
  { path: paths.aboutUs, chunks: ['about-us'] },
  { path: paths.howItWorks, chunks: ['how-it-works'] },
  { path: paths.faq, chunks: ['faq'] },
  { path: paths.privacyPolicy, chunks: ['privacy-policy'] },
  { path: paths.promotion, chunks: ['promotion'] },
  { path: paths.buy3get1, chunks: ['products'] },
  { path: paths.buy4get1, chunks: ['products'] },
];

/**
 * The member's pages a signed-in member opens directly (a bookmark, the installed app's start, a
 * notification), with their chunks (webpackChunkName in routes.tsx). Their first screen is the
 * member's own, drawn from the stored state, so it is not in the HTML; but the HTML asks for the
 * page's chunks beside the app's scripts (scripts/prerender.ts), rather than once the app has run.
 * A page that keeps the member's last screen (`lastScreen`) asks for the app's scripts once that is
 * on screen.
 */
export const memberPages: readonly (PageWithChunks & { lastScreen: boolean })[] = [
  { path: paths.loyalty, chunks: ['dashboard'] },
  { path: paths.inbox, chunks: ['inbox'] },
  { path: paths.survey, chunks: ['survey'] },
  { path: paths.editProfile, chunks: ['edit-profile'] },
  { path: paths.referAndEarn, chunks: ['refer-and-earn'] },
  { path: paths.campaignMgm, chunks: ['campaign-mgm'] },
  { path: paths.festiveCampaign, chunks: ['campaign-cny'] },
  { path: paths.addVehicle, chunks: ['add-vehicle'] },
  { path: paths.serviceInformation, chunks: ['service-information'] },
  { path: paths.addService, chunks: ['add-service'] },
  { path: paths.workshopsLocator, chunks: ['workshops-locator'] },
].map((page) => ({ ...page, lastScreen: lastScreenPages.includes(page.path) }));

export { languages };

/**
 * A guest's first screen at `path` in `language`, as the browser app renders it on its first render
 * (the same tree as startApp's, with the router told the address), ready for hydrateRoot, and the
 * title the page gives its tab.
 */
export async function renderFirstScreen(path: string, language: Language): Promise<{ markup: string; title: string }> {
  startPageApp({ audience: audiences.member, basePath: '/', worker: { url: '/sw.js', scope: '/' } });
  const i18n = initI18n(language, memberTexts);
  await languageReady();
  await preloadPage(path);
  // A guest's store as the browser's starts: nobody signed in, nothing stored, nothing asked yet.
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { isLoggedIn: false, refreshing: false, status: 'idle' },
      ui: { ...initialUiState(), language },
    } as Partial<RootState>,
  });
  // No saga runs at build time: a page's own saga starts in the browser, when the page hydrates.
  const buildStore = Object.assign(store, { startFeatureSaga: () => undefined });
  // The page's own heading renders after the layout's: the last title named is the page's.
  let title = i18n.t('common.appName');
  const tree = appTree({ store: buildStore, i18n, router: (children) => <StaticRouter location={path}>{children}</StaticRouter>, App: BrowserApp });
  const markup = renderToString(
    <DocumentTitleSink.Provider
      value={(text) => {
        title = text;
      }}
    >
      {tree}
    </DocumentTitleSink.Provider>,
  );
  // A part that failed or suspended comes out as its fallback (<!--$!--> or <!--$?-->): the browser
  // would then render it anew, and a spinner would stand where the first screen should be.
  if (/<!--\$[!?]-->/.test(markup)) throw new Error(`${path} in ${language} did not render whole at build time (a part failed or waited)`);
  return { markup, title };
}
