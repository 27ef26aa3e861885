import type { AppTexts } from '../../frame/i18n';
import { frameEnglish } from '../../frame/i18n/resources';
import en from '../texts/en.json';

/**
 * The frame's texts and the workshop app's own namespace ('workshop'); Malay is a chunk of its own.
 * The browser tab names the counter app, not the member's programme: 'Counter · Quartz Workshop Counter'.
 */
export const workshopTexts: AppTexts = {
  en: { translation: { ...frameEnglish, common: { ...frameEnglish.common, appName: en.appName } }, workshop: en },
  loadMalay: async () => {
    const { workshopMalay } = await import(/* webpackChunkName: "workshop-ms" */ './malay');
    return workshopMalay;
  },
};
