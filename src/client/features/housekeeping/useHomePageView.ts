import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { housekeepingActions } from './slice';

/** For the home page: tells the sagas it was shown (they decide whether anything is tracked). */
export function useHomePageView(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(housekeepingActions.homeViewed());
  }, [dispatch]);
}
