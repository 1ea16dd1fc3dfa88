import { useEffect, useState } from 'react';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { REFLECTION_REMINDER_MS, type User } from '@tandem/shared';
import { useOpenReflection } from '../api/get-open-reflection';

const NOTICE_ID = 'reflection-reminder';
const REFLECTION_PATH = '/daily-reflection';
/** The routes of the reflection screen itself, where a reminder would only be in the way. */
const REFLECTION_PATHS = [REFLECTION_PATH, '/pulse-survey'];

export const REMINDER_TITLE = 'Your daily reflection is ready';
export const REMINDER_ACTION = 'Reflect now';

/**
 * Who is reminded (spec): a client who may reflect, not a coach, and not an admin impersonating
 * them ("impersonating users ... get no reflection reminder").
 */
export function remindsOfReflection(user: User): boolean {
  return !user.has_coach_license && !user.impersonating && user.profile?.allow_self_reflect === true;
}

/** Whether `pathname` is the reflection screen (/daily-reflection, /daily-reflection/{token}, /pulse-survey/{token}). */
export function isReflectionPath(pathname: string): boolean {
  return REFLECTION_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The shell's daily reflection reminder: once per page load, when today's reflection is still
 * open, a notice that links to /daily-reflection and closes after REFLECTION_REMINDER_MS.
 */
export function ReflectionReminder({ user }: { user: User }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const onReflectionPage = isReflectionPath(pathname);
  const open = useOpenReflection(remindsOfReflection(user) && !onReflectionPage && !shown);
  // Only a fresh answer counts: one saved since an earlier check is being asked again.
  const ready = open.data != null && !open.isFetching && open.isEnabled;

  useEffect(() => {
    if (!ready || shown) return;
    setShown(true);
    notifications.show({
      id: NOTICE_ID,
      autoClose: REFLECTION_REMINDER_MS,
      title: REMINDER_TITLE,
      // Notices render outside the router, so the link navigates through the shell's router.
      message: (
        <Anchor
          href={REFLECTION_PATH}
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(NOTICE_ID);
            void navigate(REFLECTION_PATH);
          }}
        >
          {REMINDER_ACTION}
        </Anchor>
      ),
    });
  }, [ready, shown, navigate]);

  return null;
}
