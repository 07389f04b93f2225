// What an order's answer brings: its words (toast or result dialog) and, on success, the chime.
// Loaded by load-place-answer.ts when the first order leaves, not with the screen.
export { mobilePlaceError, mobilePlaceSuccess, placeErrorFeedback, placeSuccessFeedback } from './place-feedback.ts';
export { playSuccessSound } from './success-sound.ts';
