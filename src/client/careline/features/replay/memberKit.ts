/**
 * The member app's replay kit (`src/client/member/replay`), a lazy chunk of its own: the one
 * import of another app's code in the console (scripts/layers.ts, `REPLAY_KIT`).
 */
export function loadMemberKit(): Promise<typeof import('../../../member/replay')> {
  return import(/* webpackChunkName: "careline-replay-member" */ '../../../member/replay');
}
