/** The build file the web app compares itself with (spec section 4, 'a newer build is detected from a meta file'). */

export const buildMetaPaths = {
  /** Written by the build next to index.html; never cached. */
  buildMeta: '/meta.json',
} as const;

/** /meta.json as webpack's BuildMetaPlugin writes it. */
export interface BuildMeta {
  buildId: string;
  /** ISO instant of the build. */
  builtAt: string;
}
