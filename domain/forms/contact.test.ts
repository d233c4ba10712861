import { describe, expect, it } from 'vitest';
import { ContactSchema } from './contact';
import { SubscribeSchema } from './subscribe';
import { fieldMessages } from './first-failing-field';
import { WhistleBlowerReportSchema } from './whistle-blower';

describe('ContactSchema', () => {
  const valid = {
    name: ' Tunde   Bakare ',
    email: ' Tunde@Example.com ',
    phone: '+234 803 123 4567',
    subject: 'mortgage',
    message: 'Please call me about a mortgage.',
  };

  it('normalises what it accepts', () => {
    expect(ContactSchema.parse(valid)).toEqual({
      name: 'Tunde Bakare',
      email: 'tunde@example.com',
      phone: '2348031234567',
      subject: 'mortgage',
      message: 'Please call me about a mortgage.',
    });
    expect(ContactSchema.parse({ ...valid, phone: '   ' }).phone).toBeUndefined();
  });

  it('names each failing field with its own message', () => {
    const result = ContactSchema.safeParse({
      name: ' ',
      email: 'a@b',
      phone: '0803',
      subject: '',
      message: 'x'.repeat(3001),
    });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({
      name: 'Enter your full name',
      email: 'Please provide a valid email address',
      phone: 'Enter a Nigerian phone number, for example 0803 123 4567',
      subject: 'Choose what your message is about',
      message: 'Your message must be 3,000 characters or fewer',
    });
  });
});

describe('SubscribeSchema', () => {
  it('lower-cases and trims the address, and refuses a bad one', () => {
    expect(SubscribeSchema.parse({ email: ' Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' });
    expect(SubscribeSchema.safeParse({ email: 'ada@example' }).error?.issues[0].message).toBe(
      'Please provide a valid email address',
    );
  });
});

describe('WhistleBlowerReportSchema', () => {
  it('takes an anonymous report, empty optional fields counting as absent', () => {
    const report = WhistleBlowerReportSchema.parse({
      category: 'fraud',
      whatHappened: 'Money moved between accounts at night.',
      whenHappened: 'May',
      whoInvolved: '',
      evidence: ' ',
      reporterName: '',
      reporterContact: '',
    });
    expect(report).toEqual({
      category: 'fraud',
      whatHappened: 'Money moved between accounts at night.',
      whenHappened: 'May',
    });
  });
});
