/** Build identifier written by webpack's DefinePlugin; also in /meta.json. */
declare const __BUILD_ID__: string;

declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
/** Whether this build has a service worker (sw.js): production builds only. */
declare const __SERVICE_WORKER__: boolean;
