import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CoachNotice } from '@tandem/shared';
import { useDismissNotice } from '../api/dismiss-notice';
import { useUnreadNotices } from '../api/get-notices';
import { noticeText } from '../utils/notice-text';
import { failureMessage } from '../../../lib/api-errors';

/**
 * The top of the dashboard: clients who scored 3 or below on a dimension two reflections in a
 * row, each with a link to their pulse tab and a Dismiss. Nothing shows when there are none, nor
 * when the notices cannot be had (the dashboard itself still works).
 */
export function StrugglingNotices() {
  const notices = useUnreadNotices();
  if (!notices.data || notices.data.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Clients who may be struggling"
      role="region"
    >
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {notices.data.map((notice) => (
          <NoticeRow key={notice.id} notice={notice} />
        ))}
      </Stack>
    </Alert>
  );
}

function NoticeRow({ notice }: { notice: CoachNotice }) {
  const dismiss = useDismissNotice();
  const onDismiss = () =>
    dismiss.mutate(notice.id, {
      onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
    });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{noticeText(notice)}</Text>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Anchor component={Link} to={`/client-detail/${notice.client.id}/pulse`} size="sm">
          View Pulse
        </Anchor>
        <Button size="xs" variant="subtle" color="gray" onClick={onDismiss} loading={dismiss.isPending}>
          Dismiss
        </Button>
      </Group>
    </Group>
  );
}
