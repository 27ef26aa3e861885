import { ruleMessagesEn } from '../../../../shared/rules/messages';
import { addTranslations } from '../../i18n/addTranslations';
import enForm from '../../i18n/locales/en/form.json';
import msForm from '../../i18n/locales/ms/form.json';
import msRules from '../../i18n/locales/ms/rules.json';

// Forms live on lazily loaded pages only, so their texts travel with them.
addTranslations('form', { en: enForm, ms: msForm });
// The validation texts are the spec's, shared with the server, so English comes from the rules.
addTranslations('rules', { en: ruleMessagesEn, ms: msRules });
