import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('demo data by default (issue 39, row 4)', () => {
  it('comes with the embedded database outside production, as a fresh clone starts', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('does not come with DATABASE_URL or NODE_ENV=production', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://tandem@db.example/tandem' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  });

  it('is what SEED_DEMO says, both ways', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://tandem@db.example/tandem', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
