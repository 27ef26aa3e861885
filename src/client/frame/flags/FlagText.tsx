import { Trans, useTranslation } from 'react-i18next';
import { FLAGS_KEY, flagWording, type FlagLike } from './wording';

export type { FlagLike } from './wording';

/**
 * One flag in the staff's language, worded from its kind and figures; a kind this app does not know
 * (or figures of another shape) shows the server's English reason. The other service a flag names
 * is a link where `hrefFor` gives one for its code, plain text otherwise.
 */
export function FlagText({ flag, hrefFor }: { flag: FlagLike; hrefFor?: (code: string) => string | null }) {
  const { t, i18n } = useTranslation();
  const wording = flagWording(flag, i18n.language);
  if (!wording) return <>{flag.reason}</>;
  const href = wording.other && hrefFor ? hrefFor(wording.other) : null;
  const count = typeof wording.values.count === 'number' ? wording.values.count : undefined;
  return (
    <>
      <Trans t={t} i18nKey={`${FLAGS_KEY}.${wording.key}`} values={wording.values} count={count} components={{ other: href ? <a href={href} /> : <span /> }} />
      {wording.extra && ` ${t(`${FLAGS_KEY}.${wording.extra.key}`, wording.extra.values)}`}
    </>
  );
}
