-- The free assessment /free-assessment takes (spec: fixed id 64): the platform's own, so every
-- installation has it, not only the demo. Written by us (no licensed instrument). The identity
-- sequence moves past it so later assessments never collide with the fixed id.
INSERT INTO "assessments" ("id", "name", "description", "instructions", "public") OVERRIDING SYSTEM VALUE VALUES (64, 'Well-being Check', 'A quick look at energy, focus, calm and connection over the last two weeks.', 'Read each statement and choose how much you agree, from 1 (strongly disagree) to 7 (strongly agree). Think of the last two weeks. There are no right answers.', true);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('assessments', 'id'), greatest(64, (SELECT max("id") FROM "assessments")));
--> statement-breakpoint
WITH attribute AS (
  INSERT INTO "assessment_attributes" ("name", "description", "report_low", "report_moderate", "report_high")
  VALUES ('Energy', 'Having the energy for the day and recovering overnight.', 'Your energy has been low. Start small: a fixed bedtime, a short walk after lunch and water before coffee can lift it within a week or two.', 'Your energy is steady but dips. Notice when it drops and protect one habit that helps, such as a morning walk or an earlier night.', 'Your energy is a strength. Keep the routines that feed it, especially on busy weeks.')
  RETURNING "id"
), questions AS (
  INSERT INTO "assessment_questions" ("attribute_id", "question", "reverse", "ordering")
  SELECT attribute."id", q.question, q.reverse, q.ordering FROM attribute, (VALUES
    ('I wake up feeling rested.', false, 0),
    ('I have enough energy for what matters to me.', false, 1),
    ('By mid-afternoon I am running on empty.', true, 2),
    ('I move my body most days.', false, 3)
  ) AS q(question, reverse, ordering)
)
INSERT INTO "assessment_attribute_links" ("assessment_id", "attribute_id", "ordering") SELECT 64, "id", 0 FROM attribute;
--> statement-breakpoint
WITH attribute AS (
  INSERT INTO "assessment_attributes" ("name", "description", "report_low", "report_moderate", "report_high")
  VALUES ('Focus', 'Staying with one thing at a time.', 'Focus has been hard to find. Try one 25-minute block a day with the phone in another room, and name your one most important task each morning.', 'You can focus when conditions are right. Make them right more often: a set time, a clear task, fewer alerts.', 'You focus well. Share what works for you, and guard your focus time in your calendar.')
  RETURNING "id"
), questions AS (
  INSERT INTO "assessment_questions" ("attribute_id", "question", "reverse", "ordering")
  SELECT attribute."id", q.question, q.reverse, q.ordering FROM attribute, (VALUES
    ('I can work on one task for half an hour without drifting.', false, 0),
    ('I finish what I start.', false, 1),
    ('My phone pulls me away from what I am doing.', true, 2),
    ('I know what my most important task is each day.', false, 3)
  ) AS q(question, reverse, ordering)
)
INSERT INTO "assessment_attribute_links" ("assessment_id", "attribute_id", "ordering") SELECT 64, "id", 1 FROM attribute;
--> statement-breakpoint
WITH attribute AS (
  INSERT INTO "assessment_attributes" ("name", "description", "report_low", "report_moderate", "report_high")
  VALUES ('Calm', 'Meeting pressure without being carried away by it.', 'Stress has been winning lately. A two-minute breathing break twice a day and a wind-down routine before bed are good first steps; talk them over with your coach.', 'You often find your calm, but not always. Notice your early signs of stress and have one reset ready.', 'You stay calm under pressure. Keep your resets in place for harder seasons.')
  RETURNING "id"
), questions AS (
  INSERT INTO "assessment_questions" ("attribute_id", "question", "reverse", "ordering")
  SELECT attribute."id", q.question, q.reverse, q.ordering FROM attribute, (VALUES
    ('I can settle myself when I feel stressed.', false, 0),
    ('Small setbacks ruin my day.', true, 1),
    ('I take short breaks to breathe or reset.', false, 2),
    ('I fall asleep without my mind racing.', false, 3)
  ) AS q(question, reverse, ordering)
)
INSERT INTO "assessment_attribute_links" ("assessment_id", "attribute_id", "ordering") SELECT 64, "id", 2 FROM attribute;
--> statement-breakpoint
WITH attribute AS (
  INSERT INTO "assessment_attributes" ("name", "description", "report_low", "report_moderate", "report_high")
  VALUES ('Connection', 'Feeling close to and supported by others.', 'You have felt disconnected. Reach out to one person this week, even briefly; small, regular contact builds closeness.', 'You have good connections but little time for them. Put one regular catch-up in your calendar.', 'You feel well supported. Your relationships are a resource: lean on them when things get hard.')
  RETURNING "id"
), questions AS (
  INSERT INTO "assessment_questions" ("attribute_id", "question", "reverse", "ordering")
  SELECT attribute."id", q.question, q.reverse, q.ordering FROM attribute, (VALUES
    ('I have someone I can talk to about how I really feel.', false, 0),
    ('I make time for friends or family each week.', false, 1),
    ('I often feel alone, even around others.', true, 2),
    ('I feel part of a team or community.', false, 3)
  ) AS q(question, reverse, ordering)
)
INSERT INTO "assessment_attribute_links" ("assessment_id", "attribute_id", "ordering") SELECT 64, "id", 3 FROM attribute;
