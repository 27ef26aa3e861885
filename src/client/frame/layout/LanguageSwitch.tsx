import { useTranslation } from 'react-i18next';
import { languages } from '../i18n';
import { GlobeIcon } from '../ui/icons';
import { useAppDispatch, useAppSelector } from '../../member/app/hooks';
import { selectLanguage, uiActions } from '../uiSlice';

/** English or Malay; the choice is kept on the device (ui saga). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  return (
    <div className="language-switch" role="group" aria-label={t('common.language.label')}>
      <GlobeIcon className="language-switch__icon" />
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={current === language}
          onClick={() => dispatch(uiActions.languageChosen(language))}
        >
          {t(`common.language.${language}`)}
        </button>
      ))}
    </div>
  );
}
