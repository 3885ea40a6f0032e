/**
 * Decompression bombs: a small file can declare a huge canvas. 40 megapixels covers every camera picture an upload
 * may come from and bounds the memory libvips may use for one decode; sharp refuses larger inputs before decoding
 * (docs/decisions/0101-broken-uploads-answer-400.md).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
