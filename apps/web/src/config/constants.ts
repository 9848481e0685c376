/** Business constants from spec section 9; one place so components and tests agree. */

/** Request timeout for the product API. */
export const API_TIMEOUT_MS = 100_000;
/** Default duration of a message (lib/toast). */
export const MESSAGE_DURATION_MS = 3000;
/** Default duration of a notification (lib/toast). */
export const NOTIFICATION_DURATION_MS = 4500;
/** Opacity fade of the loading overlay before it is removed. */
export const LOADING_FADE_MS = 400;
/** Throttle window of infinite scrolling. */
export const INFINITE_SCROLL_DELAY_MS = 200;
/** How close (px) to the bottom the container must be before more is loaded. */
export const INFINITE_SCROLL_DISTANCE = 0;
/** Vertical gap between stacked notifications. */
export const NOTIFICATION_SPACING_PX = 16;
