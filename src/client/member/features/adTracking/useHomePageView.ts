import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { homeViewed } from './events';

/** For the home page: tells the sagas it was shown (they decide whether anything is tracked). */
export function useHomePageView(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(homeViewed());
  }, [dispatch]);
}
