import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CaptchaInput } from '../ui/form/CaptchaInput';
import { selectCaptchaProvider, uiActions, type UiState } from '../uiSlice';

/**
 * The captcha field, with the provider the server asks for learnt once, the first time a form shows
 * it. It reads the frame's own `ui` slice, which every app's store has, so it serves any app.
 */
export function CaptchaField({ name }: { name?: string }) {
  const dispatch = useDispatch();
  const captcha = useSelector((state: { ui: UiState }) => selectCaptchaProvider(state));
  useEffect(() => {
    if (!captcha) dispatch(uiActions.captchaProviderRequested());
  }, [captcha, dispatch]);
  return <CaptchaInput name={name} captcha={captcha} />;
}
