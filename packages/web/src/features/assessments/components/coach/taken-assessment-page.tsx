import { Link, useParams } from 'react-router';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../../components/page-loader';
import { failureMessage } from '../../../../lib/api-errors';
import { idParam } from '../../../../lib/route-params';
import { useTakenAssessment, useTakenBreakDown } from '../../api/coach-assessments';
import { BreakDown } from '../break-down';

/** /coach/assessments/{id}: one result with its bar chart and full report, printable. */
export function TakenAssessmentPage() {
  const id = idParam(useParams().id) ?? 0;
  const taken = useTakenAssessment(id);
  const breakDown = useTakenBreakDown(id);
  return (
    <Stack maw={900}>
      <Anchor component={Link} to="/coach/assessments" size="sm" className="no-print">
        Back to assessment results
      </Anchor>
      {taken.isPending || breakDown.isPending ? (
        <PageLoader />
      ) : taken.isError || breakDown.isError ? (
        <Text c="red" role="alert">
          {failureMessage(taken.error ?? breakDown.error)}
        </Text>
      ) : (
        <>
          <Group justify="space-between" wrap="wrap">
            <Title order={1} size="h2">
              {taken.data.full_name || taken.data.email_address}: {taken.data.assessment}
            </Title>
            <Button variant="default" onClick={() => window.print()} className="no-print">
              Print
            </Button>
          </Group>
          <Text c="dimmed">{taken.data.email_address}</Text>
          <BreakDown breakDown={breakDown.data} />
        </>
      )}
    </Stack>
  );
}
