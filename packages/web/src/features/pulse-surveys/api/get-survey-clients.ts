import { CLIENT_PICKER_LIMIT } from '@tandem/shared';
import { useClients } from '../../clients';

/**
 * GET coaches/clients/?client_profile__assigned_pulse_survey={id}&filter=all — the coach's
 * clients (active or not) who have the survey assigned.
 */
export const useSurveyClients = (surveyId: number) =>
  useClients({ client_profile__assigned_pulse_survey: surveyId, filter: 'all', limit: CLIENT_PICKER_LIMIT });

/** GET coaches/clients/?filter=active — the clients the survey can be given to. */
export const useActiveClients = () => useClients({ filter: 'active', limit: CLIENT_PICKER_LIMIT });
