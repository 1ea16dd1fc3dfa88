import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The walls `npm run lint` enforces (.dependency-cruiser.cjs, decision 010), run over two small
 * trees laid out like ours: one breaking each wall, one keeping to them.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const { forbidden } = createRequire(import.meta.url)(
  path.join(repoRoot, '.dependency-cruiser.cjs'),
) as IConfiguration;
const fixtures = path.join(import.meta.dirname, 'fixtures/module-walls');

async function violationsIn(tree: string): Promise<string[]> {
  const result = await cruise(['packages'], {
    baseDir: path.join(fixtures, tree),
    ruleSet: { forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

describe('the module walls', () => {
  it('fail on a deep import into another module, lib importing a module, a cycle, and a deep import between web features', async () => {
    const found = await violationsIn('bad');
    expect(found).toContain(
      'server-module-through-its-door: packages/server/src/modules/a/a.service.ts → packages/server/src/modules/b/b.repo.ts',
    );
    expect(found).toContain(
      'server-floors-import-no-module: packages/server/src/lib/jobs.ts → packages/server/src/modules/a/index.ts',
    );
    expect(found.some((line) => line.startsWith('no-circular: packages/server/src/lib/'))).toBe(true);
    expect(found).toContain(
      'web-feature-through-its-door: packages/web/src/features/y/page.ts → packages/web/src/features/x/components/card.ts',
    );
  });

  it('hold for a tree that goes through the doors', async () => {
    expect(await violationsIn('good')).toEqual([]);
  });
});
