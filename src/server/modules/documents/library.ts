import { oils } from '../../../shared/catalogue/oils';
import type { Clock } from '../../adapters/clock';
import type { DocumentContent } from './content';
import { productSheet } from './productSheet';
import { programmeDocument } from './programmeDocuments';
import { languages, type Language } from '../../../shared/language';
import { renderPdf } from './render';

const keyOf = (language: Language, fileName: string) => `${language}/${fileName}`;

/** Every document the site links to, in English and in Malay, by language and file name. */
export function documentCatalogue(): Map<string, DocumentContent> {
  const documents = [
    ...languages.flatMap((language) => [programmeDocument('terms', language), programmeDocument('manual', language)]),
    ...oils.flatMap((oil) => [productSheet(oil, 'en'), productSheet(oil, 'ms')]),
  ];
  return new Map(documents.map((content) => [keyOf(content.language, content.fileName), content]));
}

export interface DocumentLibrary {
  /** The PDF, made on first request and kept in memory (the catalogue changes only with a release). */
  pdf(fileName: string, language?: Language): Promise<Buffer | null>;
}

export function createDocumentLibrary(clock: Clock, options: { compress?: boolean } = {}): DocumentLibrary {
  const contents = documentCatalogue();
  const cache = new Map<string, Promise<Buffer>>();
  return {
    pdf(fileName, language = 'en') {
      const key = keyOf(language, fileName);
      const content = contents.get(key);
      if (!content) return Promise.resolve(null);
      let made = cache.get(key);
      if (!made) {
        made = renderPdf(content, { createdAt: clock.now(), compress: options.compress });
        // A failed rendering is tried again on the next request instead of being cached.
        made.catch(() => cache.delete(key));
        cache.set(key, made);
      }
      return made;
    },
  };
}
