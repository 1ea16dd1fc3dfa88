import { forwardRef } from 'react';
import { ActionIcon, Avatar, type ActionIconProps } from '@mantine/core';
import type { User } from '@tandem/shared';

/** The initials an avatar shows for a name (Mantine's rule: the first letters of two words). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** What the account's button and menu call the person: their name, else their e-mail. */
export const accountName = (user: User) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/**
 * The avatar in the top bar, as the button that opens the account's menu. Its name holds the
 * initials it shows (WCAG 2.5.3, label in name).
 */
export const AvatarButton = forwardRef<
  HTMLButtonElement,
  ActionIconProps & { user: User; onClick?: () => void }
>(function AvatarButton({ user, ...props }, ref) {
  const name = accountName(user);
  return (
    <ActionIcon
      ref={ref}
      variant="transparent"
      size={38}
      radius="xl"
      aria-label={`${initialsOf(name)}: account menu of ${name}`}
      {...props}
    >
      <Avatar src={user.image} name={name} color="initials" />
    </ActionIcon>
  );
});
