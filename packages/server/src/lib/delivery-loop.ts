import type { FastifyBaseLogger } from 'fastify';

/**
 * How an outbox (mail in lib/mailer.ts, texts in modules/texts) hands its queued rows on after a
 * commit: through the job queue's dispatcher once lib/jobs.ts has set one, otherwise in this
 * process. One in-process loop at a time; a call during a run asks for one more pass, since the
 * running pass may already have looked for queued rows before this caller's commit. `noun`
 * names the rows in the log ('mail', 'text'). `deliver()` never rejects.
 */
export function deliveryLoop(noun: string, log: FastifyBaseLogger, deliverInProcess: () => Promise<void>) {
  let dispatch: (() => Promise<void>) | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  return {
    deliver(): Promise<void> {
      if (dispatch) {
        return dispatch().catch((error) => log.error({ err: error }, `could not enqueue ${noun} delivery`));
      }
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await deliverInProcess().catch((error) =>
            log.error({ err: error }, `${noun} delivery loop failed`),
          );
        } while (again);
        running = null;
      })();
      return running;
    },
    setDispatcher(next: (() => Promise<void>) | null): void {
      dispatch = next;
    },
  };
}
