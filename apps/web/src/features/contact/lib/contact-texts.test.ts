import { describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGE } from '@gjs/shared';
import { contactTexts } from './contact-texts.ts';

describe('the contact texts', () => {
  it('say what the API answers when a message was sent', () => {
    expect(contactTexts.en.sent).toBe(CONTACT_SUCCESS_MESSAGE);
  });
});
