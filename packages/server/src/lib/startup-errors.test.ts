import { describe, expect, it } from 'vitest';
import { explainStartupFailure, nodeTooOldForTandem, StartupError } from './startup-errors';

const context = { port: 3000, dataDir: '/srv/tandem/data' };
const external = { ...context, databaseUrl: 'postgres://app:secret@db.internal:6543/tandem' };

function systemError(code: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(`${code}: something`), { code, ...extra });
}

describe('explainStartupFailure', () => {
  it('keeps a StartupError as it is', () => {
    expect(explainStartupFailure(new StartupError('the reason and the fix'), context)).toBe(
      'the reason and the fix',
    );
  });

  it('names the port in use and how to choose another', () => {
    expect(explainStartupFailure(systemError('EADDRINUSE', { syscall: 'listen', port: 3000 }), context)).toBe(
      'port 3000 is already in use: stop the program using it, or start Tandem with another PORT (PORT=3001 npm start)',
    );
  });

  it('explains a privileged port', () => {
    expect(explainStartupFailure(systemError('EACCES', { syscall: 'listen', port: 80 }), context)).toBe(
      'not allowed to listen on port 80: use a port above 1023 (PORT=3000)',
    );
  });

  it.each(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR'])('names the folder it may not write (%s)', (code) => {
    expect(
      explainStartupFailure(
        systemError(code, { syscall: 'mkdir', path: '/srv/tandem/data/postgres' }),
        context,
      ),
    ).toBe(
      'cannot write to /srv/tandem/data/postgres: make that folder writable for this user, or set DATA_DIR to a folder you own',
    );
  });

  it('says the disk is full', () => {
    expect(explainStartupFailure(systemError('ENOSPC'), context)).toBe(
      'no space left on the disk holding /srv/tandem/data: free some space, or set DATA_DIR to another disk',
    );
  });

  it('says an external database cannot be reached, without its password', () => {
    const line = explainStartupFailure(systemError('ECONNREFUSED'), external);
    expect(line).toBe(
      'cannot reach the database at db.internal:6543/tandem (DATABASE_URL): is PostgreSQL running there and accepting connections?',
    );
    expect(line).not.toContain('secret');
    expect(explainStartupFailure(systemError('ENOTFOUND'), external)).toBe(
      'cannot find the database host of DATABASE_URL (db.internal:6543/tandem): check the host name',
    );
    expect(explainStartupFailure(systemError('28P01'), external)).toBe(
      'the database at db.internal:6543/tandem refused the user or password in DATABASE_URL',
    );
    expect(explainStartupFailure(systemError('3D000'), external)).toBe(
      'the database named in DATABASE_URL (db.internal:6543/tandem) does not exist: create it (createdb) or fix the URL',
    );
  });

  it('never answers undefined, even for a rejection without a reason', () => {
    expect(explainStartupFailure(undefined, context)).toBe(
      'stopped without saying why (start with LOG_LEVEL=debug for details)',
    );
    expect(explainStartupFailure(new Error('plain'), context)).toBe('plain');
    expect(explainStartupFailure(systemError('EXDEV'), context)).toBe('EXDEV: something (EXDEV)');
  });
});

describe('nodeTooOldForTandem', () => {
  it("accepts the package's minimum and newer", () => {
    expect(nodeTooOldForTandem('20.19.0')).toBeUndefined();
    expect(nodeTooOldForTandem('22.1.0')).toBeUndefined();
    expect(nodeTooOldForTandem(process.versions.node)).toBeUndefined();
  });

  it('refuses older versions, saying which is needed', () => {
    expect(nodeTooOldForTandem('20.18.3')).toBe(
      'Node.js 20.18.3 is too old: Tandem needs 20.19 or newer (https://nodejs.org)',
    );
    expect(nodeTooOldForTandem('18.20.0')).toBe(
      'Node.js 18.20.0 is too old: Tandem needs 20.19 or newer (https://nodejs.org)',
    );
  });
});
