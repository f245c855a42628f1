import { describe, expect, it } from 'vitest';
import { fromSettingsForm, settingsFormSchema, toSettingsForm } from './settings-form.ts';
import { DEFAULT_SYSTEM_SETTINGS, systemSettingsSchema } from './system-settings.ts';

describe('settings form', () => {
  it('edits the session timeout in hours and stores milliseconds', () => {
    const form = toSettingsForm(DEFAULT_SYSTEM_SETTINGS);
    // Default 8 h = 8 x 3,600,000 ms = 28,800,000 ms.
    expect(DEFAULT_SYSTEM_SETTINGS.security.sessionTimeout).toBe(28_800_000);
    expect(form.security.sessionTimeoutHours).toBe(8);
    const parsed = settingsFormSchema.parse({
      ...form,
      security: { ...form.security, sessionTimeoutHours: '24' },
    });
    // 24 h = 24 x 3,600,000 = 86,400,000 ms.
    expect(fromSettingsForm(parsed).security.sessionTimeout).toBe(86_400_000);
    expect(systemSettingsSchema.safeParse(fromSettingsForm(parsed)).success).toBe(true);
  });

  it("refuses values outside the spec's bounds with the field's message", () => {
    const form = toSettingsForm(DEFAULT_SYSTEM_SETTINGS);
    const bad = settingsFormSchema.safeParse({
      ...form,
      security: {
        ...form.security,
        passwordPolicy: { ...form.security.passwordPolicy, minLength: 7 },
        sessionTimeoutHours: 169,
        maxLoginAttempts: 11,
      },
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Minimum password length must be between 8 and 32',
      'Session timeout must be between 1 and 168 hours',
      'Maximum login attempts must be between 3 and 10',
    ]);
  });

  it('accepts the bounds themselves', () => {
    const form = toSettingsForm(DEFAULT_SYSTEM_SETTINGS);
    for (const [minLength, hours, attempts] of [
      [8, 1, 3],
      [32, 168, 10],
    ]) {
      const parsed = settingsFormSchema.parse({
        ...form,
        security: {
          ...form.security,
          passwordPolicy: { ...form.security.passwordPolicy, minLength },
          sessionTimeoutHours: hours,
          maxLoginAttempts: attempts,
        },
      });
      expect(systemSettingsSchema.safeParse(fromSettingsForm(parsed)).success).toBe(true);
    }
  });
});
