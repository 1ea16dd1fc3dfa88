import type { ClientSummary } from '@tandem/shared';

/** A client as the survey page names them. */
export const clientName = (client: Pick<ClientSummary, 'first_name' | 'last_name'>) =>
  `${client.first_name} ${client.last_name}`.trim();

/**
 * The clients the survey can still be given to: the active ones who do not have it yet (neither
 * listed as assigned nor, per their profile, on it already).
 */
export function clientsToAdd(
  active: readonly ClientSummary[],
  assigned: readonly ClientSummary[],
  surveyId: number,
): ClientSummary[] {
  const assignedIds = new Set(assigned.map((client) => client.id));
  return active.filter(
    (client) => !assignedIds.has(client.id) && client.client_profile.assigned_pulse_survey !== surveyId,
  );
}
