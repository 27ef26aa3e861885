import msRules from '../../client/frame/i18n/locales/ms/rules.json';
import { defaultLanguage, languages, type Language } from '../language';
import { formatRuleError, type RuleError, type RuleMessages } from '../rules/types';
import { serverTextsEn, type ServerTextArea, type ServerTexts } from './en';
import { serverTextsMs } from './ms';

export { serverTextsEn, serverTextsMs, type ServerTextArea, type ServerTexts };

export const serverTexts: Record<Language, ServerTexts> = { en: serverTextsEn, ms: serverTextsMs };

export type TextValues = Record<string, string | number>;

/** Fills `{{name}}` placeholders; one without a value is left as it is. */
export function fillText(template: string, values: TextValues = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

/** One server text in a language: `serverText('ms', 'sms', 'registrationCode', { code })`. */
export function serverText<A extends ServerTextArea>(
  language: Language,
  area: A,
  key: keyof ServerTexts[A],
  values?: TextValues,
): string {
  const table = serverTexts[language][area] as Record<keyof ServerTexts[A], string>;
  return fillText(table[key], values);
}

/** A failed shared rule's text in a language (the web app's own rule texts). */
export function ruleText(language: Language, rule: RuleError): string {
  return language === 'ms' ? formatRuleError(rule, msRules as RuleMessages) : formatRuleError(rule);
}

interface KnownText {
  area: ServerTextArea;
  key: string;
  /** For a text with placeholders: matches its English wording and captures the values. */
  pattern?: { regex: RegExp; names: string[] };
}

let index: { plain: Map<string, KnownText>; templates: KnownText[] } | null = null;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function knownTexts() {
  if (index) return index;
  const plain = new Map<string, KnownText>();
  const templates: KnownText[] = [];
  for (const [area, table] of Object.entries(serverTextsEn) as [ServerTextArea, Record<string, string>][]) {
    for (const [key, text] of Object.entries(table)) {
      const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
      if (names.length === 0) {
        if (!plain.has(text)) plain.set(text, { area, key });
      } else {
        const source = text.split(/\{\{\s*\w+\s*\}\}/).map(escapeRegex).join('(.+?)');
        templates.push({ area, key, pattern: { regex: new RegExp(`^${source}$`, 's'), names } });
      }
    }
  }
  index = { plain, templates };
  return index;
}

/**
 * The text in `language` of one of our English server texts, as the server's rules wrote it
 * (errors are decided in English, and told in the caller's language as they leave). A text that is
 * not ours (a schema message naming a field) is given back as it is.
 */
export function inLanguage(language: Language, english: string): string {
  if (language === defaultLanguage) return english;
  const { plain, templates } = knownTexts();
  const known = plain.get(english);
  if (known) return (serverTexts[language][known.area] as Record<string, string>)[known.key];
  for (const template of templates) {
    const match = template.pattern!.regex.exec(english);
    if (!match) continue;
    const values = Object.fromEntries(template.pattern!.names.map((name, i) => [name, match[i + 1]]));
    return fillText((serverTexts[language][template.area] as Record<string, string>)[template.key], values);
  }
  return english;
}

/**
 * A table keyed by one of our English texts as every language tells it, for matching a refusal
 * whichever language it came in: `errors: byEveryLanguage(accountErrors.captcha, popup)`.
 */
export function byEveryLanguage<T>(english: string, value: T): Record<string, T> {
  return Object.fromEntries(languages.map((language) => [inLanguage(language, english), value]));
}
