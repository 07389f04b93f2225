import type * as PlaceAnswerModule from './place-answer.ts';

type PlaceAnswer = typeof PlaceAnswerModule;
let loading: Promise<PlaceAnswer> | null = null;

/**
 * The code that shows an order's answer (its words, the chime), loaded once, when the first order
 * leaves rather than with the screen: it is here by the time the server answers.
 */
export function loadPlaceAnswer(): Promise<PlaceAnswer> {
  // A failed load is tried again with the next order, not remembered.
  loading ??= import('./place-answer.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
