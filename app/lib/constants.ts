// The business constants of SPEC.md §9, used (never copied) by the site and the admin. Those no code reads
// (ripple duration, breakpoints, scrollbar width, resize debounce, prefetch idle time) are left out, not kept unused.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const SNACKBAR_TIMEOUT_MS = 5000;
export const CAROUSEL_INTERVAL_MS = 6000;
export const CAROUSEL_HEIGHT = 500;
export const DRAWER_WIDTH = 256;
export const DRAWER_MINI_WIDTH = 56;
export const PAGE_LOADING_MIN_DELAY_MS = 200;
export const SCROLL_DURATION_MS = 500;
export const SWIPE_MIN_DISTANCE_PX = 16;
export const SHOP_ROWS = 2;
export const SHOP_PER_ROW = 4;
export const AD_BANNERS = 4;
export const TOKEN_STORAGE_KEY = 'token';
export const WRITER_STORAGE_KEY = 'writer';
