import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips) is loaded with the first image the server processes: a server that processes none, the usual case
 * between uploads, does not carry the library's memory.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => {
    // libvips' operation cache (up to 50 MB) helps a pipeline that repeats; each image here is processed once.
    module.default.cache(false);
    return module.default;
  });
  return loading;
}
