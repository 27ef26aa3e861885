import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { Popup } from '../ui/Popup';
import { useAppDispatch, useAppSelector } from '../../member/app/hooks';
import { selectPopup, selectSpinnerVisible, uiActions } from '../uiSlice';

/** Shows the popup a saga raised with `uiActions.popupShown`. */
export function GlobalPopup() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const popup = useAppSelector(selectPopup);
  if (!popup) return null;
  const text = (key: string) => t(key as ParseKeys, popup.values ?? {}) as string;
  const close = () => dispatch(uiActions.popupClosed());
  return (
    <Popup
      open
      icon={popup.icon}
      title={popup.titleKey ? text(popup.titleKey) : undefined}
      message={popup.message ?? (popup.messageKey ? text(popup.messageKey) : '')}
      onClose={popup.dismissible === false ? undefined : close}
      actions={popup.buttons.map((button) => ({
        label: text(button.labelKey),
        variant: button.variant,
        onClick: () => {
          close();
          if (button.action) dispatch(button.action);
          if (button.to) navigate(button.to);
        },
      }))}
    />
  );
}

/** The page spinner sagas show with `uiActions.spinnerShown` / `spinnerHidden`. */
export function BusyOverlay() {
  const { t } = useTranslation();
  const busy = useAppSelector(selectSpinnerVisible);
  if (!busy) return null;
  return (
    <div className="busy-overlay" role="status" aria-live="polite">
      <span className="spinner__ring busy-overlay__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
