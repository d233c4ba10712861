import { expect, it } from 'vitest';
import { website } from './website';

it('holds the subscribe alerts verbatim', () => {
  expect(website.subscribe.success).toBe('Success! Successfully subscribed! Welcome onboard.');
  expect(website.subscribe.failure).toBe('Oops! Something bad happened. Please try again later.');
});
