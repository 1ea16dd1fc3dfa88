import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Every row about one client, by dataset, for their export (decision 014). Each query names the
 * rows that are the client's own or about them; secrets (password hash, session and reset
 * tokens) and other people's private things never appear. Messages are both sides of the
 * client's conversations, which are theirs as much as their coach's.
 */
const DATASETS: Record<string, (userId: number) => SQL> = {
  profile: (id) => sql`
    SELECT to_jsonb(u) - 'password_hash' AS account, to_jsonb(p) AS client_profile
    FROM users u LEFT JOIN client_profiles p ON p.user_id = u.id WHERE u.id = ${id}`,
  tasks: (id) => sql`SELECT * FROM tasks WHERE user_id = ${id} ORDER BY id`,
  exercise_days: (id) => sql`SELECT * FROM exercise_days WHERE user_id = ${id} ORDER BY 1`,
  habits: (id) => sql`SELECT * FROM habits WHERE user_id = ${id} ORDER BY id`,
  commitments: (id) => sql`SELECT * FROM commitments WHERE client_id = ${id} ORDER BY id`,
  journal: (id) => sql`SELECT * FROM notes WHERE user_id = ${id} ORDER BY id`,
  goals: (id) => sql`SELECT * FROM goals WHERE user_id = ${id} ORDER BY id`,
  milestones: (id) => sql`
    SELECT m.* FROM milestones m JOIN goals g ON g.id = m.goal_id WHERE g.user_id = ${id} ORDER BY m.id`,
  reflections: (id) => sql`SELECT * FROM client_surveys WHERE user_id = ${id} ORDER BY id`,
  reflection_answers: (id) => sql`
    SELECT a.* FROM client_survey_answers a JOIN client_surveys s ON s.id = a.client_survey_id
    WHERE s.user_id = ${id} ORDER BY a.id`,
  kpis: (id) => sql`SELECT * FROM client_kpis WHERE user_id = ${id} ORDER BY id`,
  kpi_results: (id) => sql`
    SELECT r.* FROM kpi_results r JOIN client_kpis k ON k.id = r.kpi_id WHERE k.user_id = ${id} ORDER BY r.id`,
  areas_of_focus: (id) => sql`
    SELECT c.*, a.name AS area_name FROM client_areas_of_focus c
    JOIN areas_of_focus a ON a.id = c.area_id WHERE c.user_id = ${id} ORDER BY 1`,
  messages: (id) => sql`
    SELECT m.id, m.room_id, m.sender_id, (m.sender_id = ${id}) AS sent_by_me, m.body, m.created_at
    FROM messages m JOIN messaging_rooms r ON r.id = m.room_id WHERE r.client_id = ${id}
    ORDER BY m.created_at, m.id`,
  lesson_completions: (id) => sql`SELECT * FROM lesson_completions WHERE user_id = ${id} ORDER BY 1`,
  course_completions: (id) => sql`SELECT * FROM course_completions WHERE user_id = ${id} ORDER BY 1`,
  subscriptions: (id) => sql`SELECT * FROM client_subscriptions WHERE user_id = ${id} ORDER BY id`,
  assessments: (id) => sql`
    SELECT t.uuid, a.name AS assessment, t.created_at, t.completed_at,
      coalesce(jsonb_agg(jsonb_build_object('question', q.question, 'answer', x.answer) ORDER BY q.id)
        FILTER (WHERE x.question_id IS NOT NULL), '[]') AS answers
    FROM taken_assessments t JOIN assessments a ON a.id = t.assessment_id
    LEFT JOIN taken_assessment_answers x ON x.taken_assessment_id = t.id
    LEFT JOIN assessment_questions q ON q.id = x.question_id
    WHERE t.user_id = ${id} GROUP BY t.id, a.name ORDER BY t.id`,
  raffle_tickets: (id) => sql`
    SELECT r.entry_type, r.entry_id, c.name AS campaign, r.week_of, r.rolled_points, r.bonuses,
      r.num_of_points, r.created_at
    FROM raffle_entries r JOIN campaigns c ON c.id = r.campaign_id WHERE r.user_id = ${id} ORDER BY r.id`,
  // Where notifications go; the subscription's keys are the browser's, not the client's.
  devices: (id) => sql`
    SELECT type, endpoint, created_at, updated_at FROM devices WHERE user_id = ${id} ORDER BY id`,
};

export const DATASET_NAMES = Object.keys(DATASETS);

/** The rows of one dataset about `userId`. */
export async function datasetRows(
  db: DbOrTx,
  name: string,
  userId: number,
): Promise<Record<string, unknown>[]> {
  const query = DATASETS[name];
  if (!query) throw new Error(`unknown dataset ${name}`);
  const result = await db.execute(query(userId));
  return result.rows as Record<string, unknown>[];
}

/** Whether the user is a client (has a client profile). */
export async function isClient(db: DbOrTx, userId: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM client_profiles WHERE user_id = ${userId}`);
  return result.rows.length > 0;
}

/**
 * Every stored file that is the client's: their profile image and the files they attached when
 * recording exercises. Exported with their data, removed with their account.
 */
export async function clientFileKeys(db: DbOrTx, userId: number): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT image AS key FROM users WHERE id = ${userId} AND image IS NOT NULL
    UNION ALL
    SELECT attachment_key FROM tasks WHERE user_id = ${userId} AND attachment_key IS NOT NULL`);
  return (result.rows as { key: string }[]).map((row) => row.key);
}
