import { oilByCode } from '../../../shared/catalogue';
import type { PushMessage } from '../../../shared/contract/workshopApp';
import { pushServiceUrl } from '../../../shared/contract/workshopApp';
import type { Language } from '../../../shared/language';
import { inLanguage, serverText } from '../../../shared/serverTexts';

/** The pushes of domain.md 'Member notifications', each in the member's language, opening the service. */
export function verifiedPush(language: Language, code: string, plate: string): PushMessage {
  return {
    title: serverText(language, 'push', 'verifiedTitle'),
    body: serverText(language, 'push', 'verifiedBody', { code, plate }),
    url: pushServiceUrl(code),
    tag: `service-${code}`,
  };
}

/** A listed reason is told in the member's language; free text as the workshop wrote it. */
export function rejectedPush(language: Language, code: string, plate: string, reason: string): PushMessage {
  return {
    title: serverText(language, 'push', 'rejectedTitle'),
    body: serverText(language, 'push', 'rejectedBody', { code, plate, reason: inLanguage(language, reason) }),
    url: pushServiceUrl(code),
    tag: `service-${code}`,
  };
}

export function freeBottlePush(language: Language, code: string, plate: string, oilCodes: readonly string[]): PushMessage {
  const oils = oilCodes.map((oil) => oilByCode(oil)?.name ?? oil);
  return {
    title: serverText(language, 'push', 'freeBottleTitle'),
    body: serverText(language, 'push', 'freeBottleBody', { plate, oils: oils.join(` ${serverText(language, 'inbox', 'or')} `) }),
    url: pushServiceUrl(code),
    tag: `free-bottle-${code}`,
  };
}
