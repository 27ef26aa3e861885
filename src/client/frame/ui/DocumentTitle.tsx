import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the page, in the member's language: 'Inbox · Quartz Loyalty Programme',
 * or the app's name alone on its home page. React 18 renders a <title> in the body where it names nothing.
 */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  const text = title && title !== appName ? `${title} · ${appName}` : appName;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
