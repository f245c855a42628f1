import { describe, expect, it } from 'vitest';
import {
  compactDescription,
  severityTone,
  statusActionLabel,
  statusChangedByText,
  statusTone,
} from './display.ts';

describe('compliance display', () => {
  it('colours severities: critical and high red, medium yellow, low blue', () => {
    expect(['critical', 'high', 'medium', 'low', 'odd'].map(severityTone)).toEqual([
      'red',
      'red',
      'yellow',
      'blue',
      'gray',
    ]);
  });

  it('colours statuses: open red, in progress yellow, resolved green', () => {
    expect(['open', 'in_progress', 'resolved'].map(statusTone)).toEqual(['red', 'yellow', 'green']);
  });

  it('truncates a compact description to 80 characters plus "…"', () => {
    const exactly80 = 'x'.repeat(80);
    expect(compactDescription(exactly80)).toBe(exactly80);
    expect(compactDescription(`${'y'.repeat(80)}z`)).toBe(`${'y'.repeat(80)}…`);
    // A word break at character 80 drops the trailing space before the ellipsis.
    expect(compactDescription(`${'a'.repeat(79)} bcd`)).toBe(`${'a'.repeat(79)}…`);
  });

  it('labels the action button', () => {
    expect(statusActionLabel('open')).toBe('Start Review');
    expect(statusActionLabel('in_progress')).toBe('Update Status');
    expect(statusActionLabel('resolved')).toBe('Update Status');
  });
});

describe('statusChangedByText', () => {
  const me = '11111111-1111-4111-8111-111111111111';
  const colleague = '22222222-2222-4222-8222-222222222222';
  it('reads "you" for the viewer\'s own change, even when the team sees "A team member"', () => {
    expect(statusChangedByText({ statusChangedBy: me, statusChangedByName: 'A team member' }, me)).toBe(
      'you',
    );
  });
  it("reads the name the server gave for someone else's change", () => {
    expect(
      statusChangedByText({ statusChangedBy: colleague, statusChangedByName: 'A team member' }, me),
    ).toBe('A team member');
    expect(statusChangedByText({ statusChangedBy: colleague, statusChangedByName: 'Dana Reyes' }, me)).toBe(
      'Dana Reyes',
    );
  });
  it('reads "a former user" when the account is gone, and never "you" without a viewer', () => {
    expect(statusChangedByText({ statusChangedBy: null, statusChangedByName: null }, me)).toBe(
      'a former user',
    );
    expect(
      statusChangedByText({ statusChangedBy: me, statusChangedByName: 'A team member' }, undefined),
    ).toBe('A team member');
  });
});
