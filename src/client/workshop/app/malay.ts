import { frameMalay } from '../../frame/i18n/malay';
import type { DeepPartial } from '../../frame/i18n/resources';
import type en from '../texts/en.json';
import ms from '../texts/ms.json';

/** The workshop app's Malay: the frame's texts, with the tab named after the counter app, and its own namespace. */
export const workshopMalay = {
  translation: { ...frameMalay, common: { ...frameMalay.common, appName: ms.appName } },
  workshop: ms satisfies DeepPartial<typeof en>,
};
