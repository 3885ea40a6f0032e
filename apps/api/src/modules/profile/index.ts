/** What other modules may use of the profile module. */
export { findProfileRow, type ProfileRow } from './repository.ts';
