import { typedHooks } from '../../frame/store';
import type { AppDispatch, RootState } from './store';

export const { useAppSelector, useAppDispatch } = typedHooks<RootState, AppDispatch>();
