/** What deciding a client's access to their own charts needs: their client profile's flags. */
export interface ClientPulseFlags {
  allowProgress: boolean;
  allowSelfReflect: boolean;
}

/**
 * A client reads their own progress, KPI charts and reflection word cloud while their coach
 * allows either progress or self reflection (the pages that show them: /progress and
 * /reflection-history); anyone without a client profile has no reflections to read (403).
 */
export const mayReadOwnPulse = (flags: ClientPulseFlags | undefined) =>
  flags !== undefined && (flags.allowProgress || flags.allowSelfReflect);
