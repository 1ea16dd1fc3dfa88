import { useMemo, useRef, useState } from 'react';

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

/**
 * A payment form's card: the controller for its <CardEntry>, whether it is being read, and the
 * message under it. `readCard()` answers the token, or null after putting the card provider's
 * own message in `error` (spec: card errors show under the card field). The form may set
 * `error` itself, e.g. to a refusal the server reported (402).
 */
export function useCardSubmission() {
  const card = useCardEntry();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const readCard = async (): Promise<CardToken | null> => {
    setError(null);
    setReading(true);
    try {
      return await card.tokenize();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return null;
    } finally {
      setReading(false);
    }
  };
  return { card, reading, error, setError, readCard };
}
