/** The seek bar's height, kept by its placeholder while its code and previews load, so the page does not move. */
export const SEEK_BAR_HEIGHT = 40;
