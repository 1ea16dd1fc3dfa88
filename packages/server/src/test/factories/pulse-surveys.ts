import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pulseDimensions, pulseQuestions, pulseSurveys } from '../../db/schema';

let sequence = 0;
const next = () => ++sequence;

/** A dimension ("graph") of a survey; override any column. */
export async function buildDimension(
  db: Db,
  surveyId: number,
  overrides: Partial<typeof pulseDimensions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(pulseDimensions)
    .values({ surveyId, name: `Dimension ${next()}`, ...overrides })
    .returning();
  return row!;
}

/** A statement of a survey, without a dimension unless given; override any column. */
export async function buildQuestion(
  db: Db,
  surveyId: number,
  overrides: Partial<typeof pulseQuestions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(pulseQuestions)
    .values({ surveyId, question: `Statement ${next()}`, ...overrides })
    .returning();
  return row!;
}

/** The platform's default survey, which migration 0005 puts in every database. */
export async function defaultSurvey(db: Db) {
  const [row] = await db.select().from(pulseSurveys).where(eq(pulseSurveys.isDefault, true));
  if (!row) throw new Error('the default pulse survey is missing: has migration 0005 run?');
  return row;
}
