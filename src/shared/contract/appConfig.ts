/** What the web app learns from the server at run time, rather than at build time. */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/content';

export const appConfigPaths = {
  appConfig: '/api/app-config',
} as const;

/** `result` of GET /api/app-config. */
export type AppConfig = Static<typeof S.AppConfig>;
