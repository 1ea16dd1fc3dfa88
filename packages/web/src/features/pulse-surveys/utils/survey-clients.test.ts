import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../test/factories';
import { buildClientSummary } from '../../clients/testing';
import { clientName, clientsToAdd } from './survey-clients';

const withSurvey = (id: number, survey: number | null) =>
  buildClientSummary({ id, client_profile: buildProfile({ id: id + 100, assigned_pulse_survey: survey }) });

describe('survey clients', () => {
  it('offers the active clients who do not have the survey yet', () => {
    const listed = withSurvey(21, 5);
    const onIt = withSurvey(22, 5);
    const other = withSurvey(23, 1);
    const none = withSurvey(24, null);
    expect(clientsToAdd([listed, onIt, other, none], [listed], 5).map((client) => client.id)).toEqual([
      23, 24,
    ]);
  });

  it('names a client by first and last name', () => {
    expect(clientName({ first_name: 'Jane', last_name: 'Doe' })).toBe('Jane Doe');
    expect(clientName({ first_name: 'Jane', last_name: '' })).toBe('Jane');
  });
});
