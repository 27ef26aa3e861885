/**
 * Whether the app's background calls (the build check, error reports) hold for now. The app passes
 * in "a support replay is open" rather than those features reading the support slice, which would
 * tie them to the replay page. The state is untyped because its type lives in the store, which
 * starts these sagas.
 */
export type BackgroundPaused = (state: any) => boolean;
