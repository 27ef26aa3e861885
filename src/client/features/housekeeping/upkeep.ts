/**
 * Whether the app's upkeep holds for now. The app passes in "a support replay is open": reading it
 * here would tie this folder to the replay page's, which already reads this one's settings. The
 * state is untyped because its type lives in the store, which starts these sagas.
 */
export type UpkeepPaused = (state: any) => boolean;
