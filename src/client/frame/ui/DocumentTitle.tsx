import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a render without a document (the build's prerender) hands the page's title, since effects
 * do not run there: the first screen's HTML then names its tab as the app would.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * Names the browser tab after the page, in the member's language: 'Inbox · Quartz Loyalty Programme',
 * or the app's name alone on its home page. React 18 renders a <title> in the body where it names nothing.
 */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const sink = useContext(DocumentTitleSink);
  const appName = t('common.appName');
  const text = title && title !== appName ? `${title} · ${appName}` : appName;
  sink?.(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
