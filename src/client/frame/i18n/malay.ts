import msCommon from './locales/ms/common.json';
import msLayout from './locales/ms/layout.json';
import msErrors from './locales/ms/errors.json';
import type { DeepPartial, FrameTexts } from './resources';

/**
 * The frame's texts in Malay. An app's Malay chunk brings them with its own: most visitors read
 * English, and they need not download Malay before the first page.
 */
export const frameMalay: DeepPartial<FrameTexts> = {
  common: msCommon,
  layout: msLayout,
  errors: msErrors,
};
