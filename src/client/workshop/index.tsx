import { createWorkshopApi } from './api';
import { createWorkshopStore } from './app/store';
import { WorkshopApp, preloadPage } from './app/routes';
import { workshopTexts } from './app/texts';
import { audiences } from '../frame/session/audience';
import { startApp } from '../frame/startApp';
import '../frame/styles/index.css';

void startApp({
  // Installable on the counter's phone or tablet: its own worker keeps /workshop/ for offline use.
  page: { audience: audiences.workshop, basePath: '/workshop', worker: { url: '/workshop/sw.js', scope: '/workshop/' } },
  texts: workshopTexts,
  createStore: (navigate) => createWorkshopStore({ api: createWorkshopApi(), navigate }),
  // The page opened first downloads beside the store's start instead of after the first render.
  pageReady: preloadPage(location.pathname.replace(/^\/workshop/, '') || '/'),
  App: WorkshopApp,
});
