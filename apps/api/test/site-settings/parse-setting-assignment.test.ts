import { describe, expect, it } from 'vitest';
import { SITE_SETTING_KEYS } from '@gjs/shared';
import { parseSettingAssignment } from '../../src/modules/site-settings/service.ts';
import { ValidationError } from '../../src/lib/errors.ts';

function messageOf(assignment: string): string {
  try {
    parseSettingAssignment(assignment);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as Error).message;
  }
  throw new Error(`'${assignment}' was accepted`);
}

describe('parseSettingAssignment', () => {
  it.each([
    ['maintenance_mode=true', true],
    ['maintenance_mode=TRUE', true],
    ['maintenance_mode=False', false],
    ['registration_enabled = false ', false],
    ['free_signup_enabled=tRuE', true],
  ])('reads booleans case-insensitively: %s', (assignment, value) => {
    expect(parseSettingAssignment(assignment).value).toBe(value);
  });

  it('reads a list as comma-separated values, trimmed, dropping empty entries', () => {
    expect(parseSettingAssignment('maintenance_allow_list=/, /impressum,,/agb ,')).toEqual({
      key: 'maintenance_allow_list',
      value: ['/', '/impressum', '/agb'],
    });
  });

  it('keeps text as given, including further = signs', () => {
    expect(parseSettingAssignment('business_name=Swing = Life GmbH')).toEqual({
      key: 'business_name',
      value: 'Swing = Life GmbH',
    });
  });

  it('names the known settings when the key is unknown', () => {
    const message = messageOf('bogus=1');
    expect(message).toContain("Unknown setting 'bogus'");
    for (const key of SITE_SETTING_KEYS) expect(message).toContain(key);
  });

  it.each(['maintenance_mode=yes', 'maintenance_mode=1', 'maintenance_mode='])(
    'refuses a boolean that is not true or false: %s',
    (assignment) => {
      expect(messageOf(assignment)).toMatch(/^maintenance_mode must be true or false, got '.*'\.$/);
    },
  );

  it('refuses list entries that are not paths', () => {
    expect(messageOf('maintenance_allow_list=/,impressum')).toMatch(
      /^Invalid value for maintenance_allow_list/,
    );
  });

  it('refuses text longer than the setting allows', () => {
    expect(messageOf(`business_postal_code=${'1'.repeat(21)}`)).toMatch(
      /^Invalid value for business_postal_code/,
    );
  });

  it.each(['maintenance_mode', '=true', ''])('asks for KEY=VALUE when given %j', (assignment) => {
    expect(messageOf(assignment)).toBe(`Expected KEY=VALUE, got '${assignment}'.`);
  });
});
