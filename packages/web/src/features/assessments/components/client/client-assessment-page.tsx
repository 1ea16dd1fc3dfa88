import { Link, useParams } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../../components/page-loader';
import { failureMessage } from '../../../../lib/api-errors';
import { useClientBreakDown } from '../../api/get-client-assessments';
import { BreakDown } from '../break-down';

/** /c/assessments/{uuid}: the break-down of one of the client's assessments. */
export function ClientAssessmentPage() {
  const { id = '' } = useParams();
  const breakDown = useClientBreakDown(id);
  return (
    <Stack maw={900}>
      <Anchor component={Link} to="/c/assessments" size="sm">
        Back to your assessments
      </Anchor>
      {breakDown.isPending ? (
        <PageLoader />
      ) : breakDown.isError ? (
        <Text c="red" role="alert">
          {failureMessage(breakDown.error)}
        </Text>
      ) : (
        <>
          <Title order={1} size="h2">
            {breakDown.data.assessment.name}
          </Title>
          <BreakDown breakDown={breakDown.data} />
        </>
      )}
    </Stack>
  );
}
