import { describe, expect, it } from 'vitest';
import { budgetAtShare, cpuMsOfStat, cpuPerRequestOf, formatBudget, processCpuMs, procReadable } from './cpu';

describe('cpuMsOfStat', () => {
  it('adds utime and stime, in ms, after a command name that holds spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime …
    const stat = '4242 (postgres: a (b) c) S 1 4242 4242 0 -1 4194304 120 0 0 0 250 37 0 0 20 0 1 0 99 0';
    expect(cpuMsOfStat(stat)).toBe(2_870);
  });
});

describe('the budget at a share of the ceiling', () => {
  // The core bench's GET user/{id} on a quiet day: 27 % of the ceiling, as 103 / 372 says.
  const ceiling = { server: 40, postgres: 48, generator: 15 };
  const endpoint = { server: 172, postgres: 170, generator: 30 };

  it("is the ceiling's sum of CPU a request over the share", () => {
    expect(budgetAtShare(ceiling, 0.5)).toBe(206);
    expect(budgetAtShare(ceiling, 0.25)).toBe(412);
  });

  it("says how much of it PostgreSQL's part alone takes", () => {
    expect(formatBudget(endpoint, ceiling, 0.5)).toBe(
      'at 50 %, a request may cost 206 µs in all; PostgreSQL alone took 170 µs (83 % of it)',
    );
  });
});

describe.runIf(procReadable)('on Linux', () => {
  /** Keeps this process on a core for `ms` of its own CPU time (however busy the machine is). */
  const spin = (ms: number) => {
    const start = process.cpuUsage();
    for (;;) {
      const used = process.cpuUsage(start);
      if ((used.user + used.system) / 1000 >= ms) return;
    }
  };

  it("reads a process's CPU time, which grows as it works", () => {
    const before = processCpuMs(process.pid);
    spin(150);
    // /proc counts in ticks of 10 ms.
    expect(processCpuMs(process.pid) - before).toBeGreaterThanOrEqual(100);
  });

  it("divides each side's CPU by the requests: the server's, and this process's as the load generator", async () => {
    const { result, cpu } = await cpuPerRequestOf(
      process.pid,
      async () => {
        spin(200);
        return { requests: 1_000 };
      },
      (done) => done.requests,
    );
    expect(result).toEqual({ requests: 1_000 });
    // Here the "server" is this process too: 200 ms over 1,000 requests is about 200 µs each.
    expect(cpu!.server).toBeGreaterThanOrEqual(150);
    expect(cpu!.server).toBeLessThan(400);
    expect(cpu!.generator).toBeGreaterThanOrEqual(150);
    expect(cpu!.postgres).toBeGreaterThanOrEqual(0);
  });

  it("reads nothing without the server's process id", async () => {
    const { cpu } = await cpuPerRequestOf(
      undefined,
      async () => 1,
      () => 1,
    );
    expect(cpu).toBeNull();
  });
});
