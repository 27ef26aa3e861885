import { addTranslations } from '../../../frame/i18n/addTranslations';
import en from './texts/en.json';
import ms from './texts/ms.json';

/** The audit log screen's texts, under this key of the shared namespace; they travel in its chunk, in both languages. */
export const AUDIT_LOG_TEXTS = 'carelineAuditLog';

addTranslations(AUDIT_LOG_TEXTS, { en, ms: ms satisfies typeof en });

/** Every action the screen has a name for, as the log writes it ('case.opened'), by kind ('case'). */
export const namedActions: Record<string, string[]> = Object.fromEntries(
  Object.entries(en.actions).map(([kind, actions]) => [kind, Object.keys(actions).map((name) => `${kind}.${name}`)]),
);
