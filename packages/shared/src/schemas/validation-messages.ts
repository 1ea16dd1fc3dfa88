import { z } from 'zod';
import { MESSAGES } from '../messages';

/**
 * Makes zod speak like the API's clients expect: a missing field says "This field is required."
 * Called once at start-up by the server and by the web app.
 */
export function configureValidationMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
        return MESSAGES.required;
      }
      return undefined;
    },
  });
}
