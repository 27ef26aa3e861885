import type { RootState } from './store';

/** The signed-in person, for the screens that show or hide what their role may do. */
export const selectSignedInStaff = (state: RootState) => state.carelineAccount.me;
