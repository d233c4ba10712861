import { describe, expect, it } from 'vitest';
import { ComplaintSchema } from './complaint';
import { fieldMessages } from './first-failing-field';

describe('ComplaintSchema', () => {
  const valid = {
    name: ' Adaeze  Okonkwo ',
    email: ' Adaeze@Example.com ',
    phone: '0803 123 4567',
    accountNumber: '9000 000 016',
    category: 'charges',
    description: 'I was charged twice for the same transfer on 3 November.',
  };

  it('normalises what it accepts, with the contact form’s rules for name, e-mail and phone', () => {
    expect(ComplaintSchema.parse(valid)).toEqual({
      name: 'Adaeze Okonkwo',
      email: 'adaeze@example.com',
      phone: '2348031234567',
      accountNumber: '9000000016',
      category: 'charges',
      description: 'I was charged twice for the same transfer on 3 November.',
    });
    const bare = ComplaintSchema.parse({ ...valid, phone: ' ', accountNumber: '' });
    expect(bare.phone).toBeUndefined();
    expect(bare.accountNumber).toBeUndefined();
  });

  it('names each failing field with its own message', () => {
    const result = ComplaintSchema.safeParse({
      name: '',
      email: 'adaeze@',
      phone: '0803',
      accountNumber: '12345',
      category: 'weather',
      description: 'Too short',
    });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({
      name: 'Enter your full name',
      email: 'Please provide a valid email address',
      phone: 'Enter a Nigerian phone number, for example 0803 123 4567',
      accountNumber: 'Enter your 10-digit account number, or leave it empty',
      category: 'Choose what your complaint is about',
      description: 'Tell us what happened in at least 20 characters',
    });
  });

  it('refuses a description longer than 3,000 characters', () => {
    const result = ComplaintSchema.safeParse({ ...valid, description: 'x'.repeat(3001) });
    expect(fieldMessages(result.error!)).toEqual({ description: 'Your description must be 3,000 characters or fewer' });
  });
});
