import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'info' | 'warning';

export interface Feedback {
  /** Opens the fixed error modal (spec §8) with the error's message or the default text. */
  showError: (error: unknown) => void;
  /** A toast that stays 5 seconds (spec §9). */
  toast: (message: string, tone?: ToastTone) => void;
}

export const FeedbackContext = createContext<Feedback>({ showError: () => {}, toast: () => {} });

export function useFeedback(): Feedback {
  return useContext(FeedbackContext);
}
