import type { Commitment } from '@tandem/shared';
import type { CommitmentRow } from './commitments.repo';

export function presentCommitment(row: CommitmentRow): Commitment {
  return {
    id: row.id,
    client: row.clientId,
    title: row.title,
    description: row.description,
    due_date: row.dueDate,
    assigned_by: row.assignedBy,
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}
