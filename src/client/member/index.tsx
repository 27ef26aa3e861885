import { createApi } from './api';
import { createAppStore, startPersistence } from './app/store';
import { BrowserApp, preloadPage } from './app/routes';
import { memberTexts } from './app/texts';
import { audiences } from '../frame/session/audience';
import { startApp } from '../frame/startApp';
import '../frame/styles/index.css';

void startApp({
  // The member app is the site itself; its worker keeps the whole site but /workshop and /careline.
  page: { audience: audiences.member, basePath: '/', worker: { url: '/sw.js', scope: '/' } },
  texts: memberTexts,
  // The page opened starts downloading now, beside the store's start, rather than once the shell has rendered.
  pageReady: preloadPage(window.location.pathname),
  createStore: (navigate) => createAppStore({ api: createApi(), navigate, persist: true }),
  startPersistence,
  App: BrowserApp,
});
