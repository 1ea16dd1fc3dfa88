import { useMemo, useRef } from 'react';

/** A tokenised card: what a payment form sends to the server instead of the card's number. */
export interface CardToken {
  token: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
}

/** How the form that owns a <CardEntry> asks it for a token when the user submits. */
export interface CardEntryController {
  /** The card's token; rejects with an Error whose message is for the user. */
  tokenize(): Promise<CardToken>;
  /** Used by <CardEntry> to plug in the mounted form (Stripe Elements or the test form). */
  attach(tokenizer: (() => Promise<CardToken>) | null): void;
}

export const CARD_FORM_NOT_READY = 'The card form is still loading. Please try again in a moment.';

/** A controller for one <CardEntry card={…} />; stable across renders. */
export function useCardEntry(): CardEntryController {
  const tokenizer = useRef<(() => Promise<CardToken>) | null>(null);
  return useMemo(
    () => ({
      tokenize: () =>
        tokenizer.current ? tokenizer.current() : Promise.reject(new Error(CARD_FORM_NOT_READY)),
      attach: (next) => {
        tokenizer.current = next;
      },
    }),
    [],
  );
}
