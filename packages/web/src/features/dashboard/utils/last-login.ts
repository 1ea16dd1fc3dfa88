import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** A client's last login as the card shows it: relative ('3 days ago'), or 'Never'. */
export function lastLoginText(lastLogin: string | null, now: Date = new Date()): string {
  if (!lastLogin) return 'Never';
  return dayjs(lastLogin).from(now);
}
