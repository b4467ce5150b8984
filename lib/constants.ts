/** The product owner's business constants, in one place. Times in milliseconds. */
export const HERO_SLIDE_DURATION = 6000;
/** The active slide's video starts 600 ms plus 20 ms after the switch. */
export const VIDEO_START_DELAY = 600 + 20;
export const SWIPE_THRESHOLD_PX = 50;
export const REVEAL_OFFSET_PX = 100;
/** Submenu arrows scroll by this share of the visible width. */
export const SUBMENU_SCROLL_STEP = 0.8;
export const CHIP_STAGGER = 40;
export const GALLERY_STAGGER = 40;
export const REALIZATION_STAGGER = 60;
export const CARD_VIDEO_VISIBILITY = 0.3;
export const CLIENT_STRIP_SPEED = 50000;
/** Gallery and lightbox show at most this many media items per service. */
export const GALLERY_LIMIT = 8;
export const EMAILJS_LIB_VERSION = '4.4.1';
/** The hero's cross-fade; next and previous wait until it ends. */
export const HERO_TRANSITION = 700;
