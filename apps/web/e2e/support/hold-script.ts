/** Holds the scripts whose address matches the pattern until released: the page meanwhile runs without them. */
export { holdRequests as holdScript } from './hold-request.ts';
