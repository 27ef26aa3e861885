import type { AppTexts } from '../../frame/i18n';
import { frameEnglish } from '../../frame/i18n/resources';
import en from '../texts/en.json';

/** The frame's texts and the workshop app's own namespace ('workshop'); Malay is a chunk of its own. */
export const workshopTexts: AppTexts = {
  en: { translation: frameEnglish, workshop: en },
  loadMalay: async () => {
    const { workshopMalay } = await import(/* webpackChunkName: "workshop-ms" */ './malay');
    return workshopMalay;
  },
};
