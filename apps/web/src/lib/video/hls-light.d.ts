// hls.js's light build (no alternate audio, subtitles, DRM or CMCD, which the school's streams do not use: each
// variant carries its own audio, decision 0418) ships without its own types; it is the same player class.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
