import { describe, expect, it, vi } from 'vitest';
import { failOnBuildErrors } from './build-logs';

describe('failOnBuildErrors', () => {
  it('ends the build on a lazy import that moves nothing', () => {
    const handler = vi.fn();
    const log = {
      code: 'INEFFECTIVE_DYNAMIC_IMPORT',
      message: 'src/features/auth/index.ts is dynamically imported…',
    };
    expect(() => failOnBuildErrors('warn', log, handler)).toThrow(
      '[INEFFECTIVE_DYNAMIC_IMPORT] src/features/auth/index.ts is dynamically imported…',
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes every other log on at its own level', () => {
    const handler = vi.fn();
    const directive = {
      code: 'MODULE_LEVEL_DIRECTIVE',
      message: 'module level directive may not be preserved',
    };
    const plain = { message: 'no code at all' };
    failOnBuildErrors('warn', directive, handler);
    failOnBuildErrors('info', plain, handler);
    expect(handler.mock.calls).toEqual([
      ['warn', directive],
      ['info', plain],
    ]);
  });
});
