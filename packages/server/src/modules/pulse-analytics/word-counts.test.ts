import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countWords, WORD_CLOUD_MAX_WORDS } from '@tandem/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildClient, buildCoach } from '../../test/factories';
import { buildAnsweredReflection, buildSurveyWithDimensions } from '../../test/factories/pulse';
import { localDay } from '../../test/factories/daily-exercises';
import { wordCountsSql } from './pulse-analytics.repo';

/*
 * The word clouds are counted in SQL; countWords (packages/shared) is the definition. These
 * texts are one client's reflections, one a day, and the SQL must give exactly what countWords
 * gives on them.
 */

let t: TestApp;
let coach: { id: number; companyId: number | null };
let surveyId: number;

beforeAll(async () => {
  t = await createTestApp();
  coach = await buildCoach(t.db, null);
  surveyId = (await buildSurveyWithDimensions(t.db, { ownerId: coach.id, companyId: null }, [])).survey.id;
});
afterAll(() => t.close());

/** A new client with these reflections, and the SQL's word counts of all of them. */
async function sqlCounts(texts: string[]) {
  const { user } = await buildClient(t.db, coach);
  for (const [i, reflection] of texts.entries())
    await buildAnsweredReflection(t.db, user.id, { surveyId, day: localDay('UTC', -i), reflection });
  const result = await t.db.execute<{ word: string; count: number }>(
    wordCountsSql(sql`cs.user_id = ${user.id}`),
  );
  return result.rows;
}

describe('wordCountsSql', () => {
  it('counts as countWords does: case, apostrophes, letters of any alphabet, length, stop words', async () => {
    const texts = [
      "Don’t worry, be happy! Happy happy joy. I’m fine, I'm FINE.",
      "I'm feeling GREAT today; great great. It's rock'n'roll, isn't it? ''quoted'' text's end'",
      'École, naïve café — résumé. ÉCOLE! Straße und STRASSE und straße.',
      'ΟΔΟΣ οδός Ελληνικά ΕΛΛΗΝΙΚΆ γράμματα; Привет мир, ПРИВЕТ!',
      '東京都 東京 is big; İstanbul ıi; 123 numbers4you under_scores mixed-case-words',
      'emoji 😀 smile 😀 smile; tabs\tand\nnew lines\r\nhere; ab abc abcd; x’y’z a’bc',
      'eclair zebra éclair Éclair ZEBRA',
      'the and but you your yours about again because should would could',
      '',
      '   ',
    ];
    const expected = countWords(texts);
    expect(expected.length).toBeGreaterThan(30);
    expect(await sqlCounts(texts)).toEqual(expected);
  });

  it(`keeps the ${WORD_CLOUD_MAX_WORDS} most frequent, ties in code point order`, async () => {
    // 80 distinct words: counts 1..4 so that the cut at 60 falls inside a tie.
    const words = Array.from(
      { length: 80 },
      (_, i) => `w${String.fromCharCode(97 + (i % 26))}ord${'x'.repeat(Math.floor(i / 26))}`,
    );
    const texts = [words.join(' '), words.slice(0, 50).join(' '), words.slice(20, 45).join(' ')];
    texts.push('éa ea zz éé zzz ééé eaa éaa');
    const expected = countWords(texts);
    expect(expected).toHaveLength(WORD_CLOUD_MAX_WORDS);
    expect(await sqlCounts(texts)).toEqual(expected);
  });
});
