import type { AppTexts } from '../../frame/i18n';
import { frameEnglish } from '../../frame/i18n/resources';
import en from '../texts/en.json';

/** The frame's texts and the careline app's own namespace ('careline'); Malay is a chunk of its own. */
export const carelineTexts: AppTexts = {
  en: { translation: frameEnglish, careline: en },
  loadMalay: async () => {
    const { carelineMalay } = await import(/* webpackChunkName: "careline-ms" */ './malay');
    return carelineMalay;
  },
};
