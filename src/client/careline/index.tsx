import { createCarelineApi } from './api';
import { createCarelineStore } from './app/store';
import { CarelineApp } from './app/routes';
import { carelineTexts } from './app/texts';
import { audiences } from '../frame/session/audience';
import { startApp } from '../frame/startApp';
import '../frame/styles/index.css';

void startApp({
  // A desktop tool on the careline's office computers, always online: no worker keeps a copy of it
  // (or of the members' data it will show) on a shared machine.
  page: { audience: audiences.careline, basePath: '/careline', worker: null },
  texts: carelineTexts,
  createStore: (navigate) => createCarelineStore({ api: createCarelineApi(), navigate }),
  App: CarelineApp,
});
