import { describe, expect, it } from 'vitest';
import { KPI_LIMITS, KPI_VALUE_MESSAGES, kpiDecimalsAllowed, kpiValueText, readKpiValue } from './kpi-value';

describe('readKpiValue', () => {
  it.each([
    ['6.5', 6.5],
    ['6,5', 6.5],
    [' 7 ', 7],
    ['0', 0],
    ['.5', 0.5],
    ['8.', 8],
    ['72.25', 72.25],
    ['10 000', 10000],
    ['1\u00a0250,5', 1250.5],
    ['1000', 1000],
    [String(KPI_LIMITS.max), KPI_LIMITS.max],
  ])('reads %j as %d', (text, value) => {
    expect(readKpiValue(text)).toEqual({ value });
  });

  it.each([
    ['abc', KPI_VALUE_MESSAGES.notANumber],
    ['6.5.1', KPI_VALUE_MESSAGES.notANumber],
    ['6,5.1', KPI_VALUE_MESSAGES.notANumber],
    ['.', KPI_VALUE_MESSAGES.notANumber],
    ['1e3', KPI_VALUE_MESSAGES.notANumber],
    ['6.555', KPI_VALUE_MESSAGES.tooManyDecimals],
    ['-3', KPI_VALUE_MESSAGES.outOfRange],
    ['1000000000.01', KPI_VALUE_MESSAGES.outOfRange],
    ['1,000', KPI_VALUE_MESSAGES.groupingComma],
    ['12,345,678', KPI_VALUE_MESSAGES.groupingComma],
  ])('refuses %j: %s', (text, error) => {
    expect(readKpiValue(text)).toEqual({ error });
  });

  it('gives back what it read as the field shows it again', () => {
    for (const text of ['6.5', '7', '72.25', '0.5'])
      expect(kpiValueText((readKpiValue(text) as { value: number }).value)).toBe(text);
  });
});

describe('kpiDecimalsAllowed', () => {
  it('allows two decimal places, whatever floating point makes of them', () => {
    expect([6.5, 0.1 + 0.2, 19.99, 1_000_000_000].every(kpiDecimalsAllowed)).toBe(true);
    expect([6.555, 0.001].some(kpiDecimalsAllowed)).toBe(false);
  });
});
