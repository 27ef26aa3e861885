/**
 * The member's language: English or Bahasa Melayu. The web app, the server's texts and the
 * member's profile all use these two codes.
 */
export const languages = ['en', 'ms'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/**
 * The cookie a device keeps its chosen language in (the web app writes it): the server sends the
 * pages it renders ahead, a guest's first screen, in that language.
 */
export const LANGUAGE_COOKIE = 'quartz_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** 'ms-MY' and 'MS' are Malay, 'en-GB' English; anything else is not one of ours. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The first of the browser's languages (most preferred first) that we speak, else English. */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

/**
 * The language an `Accept-Language` header asks for: its tags by weight (a tag without `q` weighs 1,
 * `q=0` means "not this one"), earlier tags first among equals.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return preferredLanguage(ranked.map((entry) => entry.tag));
}
