/** The receipt's bytes as an address an <img> or a link can open, and its release. */
export const objectUrls = {
  create: (blob: Blob): string => URL.createObjectURL(blob),
  revoke: (url: string): void => URL.revokeObjectURL(url),
};
