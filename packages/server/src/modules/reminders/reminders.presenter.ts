import { localMoment, type ReminderDelivery } from '@tandem/shared';
import type { reminderDeliveries } from '../../db/schema';

type DeliveryRow = typeof reminderDeliveries.$inferSelect;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The instant on the client's clock, HH:MM (UTC for a zone the runtime does not know). */
function clockTime(at: Date, timeZone: string): string {
  let minutes: number;
  try {
    minutes = localMoment(at, timeZone).minutes;
  } catch {
    minutes = localMoment(at, 'UTC').minutes;
  }
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** A delivery-log row as the coach's client page reads it. */
export function presentDelivery(row: DeliveryRow, timeZone: string): ReminderDelivery {
  return {
    id: row.id,
    day: row.day,
    reminder: row.reminder as ReminderDelivery['reminder'],
    channel: row.channel as ReminderDelivery['channel'],
    outcome: row.outcome as ReminderDelivery['outcome'],
    reason: row.reason as ReminderDelivery['reason'],
    decided_at: row.decidedAt.toISOString(),
    local_time: clockTime(row.decidedAt, timeZone),
  };
}
