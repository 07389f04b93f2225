/** Timings of spec §9. */
export const REDIRECT_AFTER_SUCCESS_MS = 650;
export const RETURN_TO_LOGIN_MS = 1000;
export const LOADING_CLEAR_MS = 250;
