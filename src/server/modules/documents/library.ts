import { oils } from '../../../shared/catalogue/oils';
import type { Clock } from '../../adapters/clock';
import type { DocumentContent } from './content';
import { productSheet } from './productSheet';
import { programmeManual, termsAndConditions } from './programmeDocuments';
import { renderPdf } from './render';

/** Every document the site links to, by the file name it is served under. */
export function documentCatalogue(): Map<string, DocumentContent> {
  const documents = [termsAndConditions(), programmeManual(), ...oils.map(productSheet)];
  return new Map(documents.map((content) => [content.fileName, content]));
}

export interface DocumentLibrary {
  /** The PDF, made on first request and kept in memory (the catalogue changes only with a release). */
  pdf(fileName: string): Promise<Buffer | null>;
}

export function createDocumentLibrary(clock: Clock, options: { compress?: boolean } = {}): DocumentLibrary {
  const contents = documentCatalogue();
  const cache = new Map<string, Promise<Buffer>>();
  return {
    pdf(fileName) {
      const content = contents.get(fileName);
      if (!content) return Promise.resolve(null);
      let made = cache.get(fileName);
      if (!made) {
        made = renderPdf(content, { createdAt: clock.now(), compress: options.compress });
        // A failed rendering is tried again on the next request instead of being cached.
        made.catch(() => cache.delete(fileName));
        cache.set(fileName, made);
      }
      return made;
    },
  };
}
