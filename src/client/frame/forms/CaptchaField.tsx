import { useEffect } from 'react';
import { CaptchaInput } from '../ui/form/CaptchaInput';
import { useAppDispatch, useAppSelector } from '../../member/app/hooks';
import { selectCaptchaProvider, uiActions } from '../uiSlice';

/** The captcha field, with the provider the server asks for learnt once, the first time a form shows it. */
export function CaptchaField({ name }: { name?: string }) {
  const dispatch = useAppDispatch();
  const captcha = useAppSelector(selectCaptchaProvider);
  useEffect(() => {
    if (!captcha) dispatch(uiActions.captchaProviderRequested());
  }, [captcha, dispatch]);
  return <CaptchaInput name={name} captcha={captcha} />;
}
