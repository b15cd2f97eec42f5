/** UI timings and sizes (spec §9), shared so the web app and its tests agree. */

export const SCA_POLLING_INTERVAL_MS = 2000;
/** Used when neither the challenge nor the enrolment init gives a ttl. */
export const SCA_DEFAULT_TTL_SECONDS = 120;
export const SCA_COUNTDOWN_SECONDS = 30;

export const VIEWER_ZOOM_LEVELS = [
  0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5,
] as const;
export const VIEWER_ROTATIONS = [0, 90, 180, 270] as const;
export const VIEWER_TOOLBAR_HIDE_MS = 2000;
export const VIEWER_REFIT_DEBOUNCE_MS = 500;
export const POPOVER_OPEN_DELAY_MS = 200;
export const POPOVER_CLOSE_DELAY_MS = 400;
export const SCROLL_ANIMATION_MS = 500;

export const DROPDOWN_DEFAULT_HEIGHT = 20;
export const DROPDOWN_LIST_HEIGHTS = [30, 40] as const;

/** Images are re-encoded as JPEG at this quality before upload. */
export const UPLOAD_IMAGE_JPEG_QUALITY = 0.75;
