import { expect, it } from 'vitest';
import { websiteTexts } from './website';

it('holds the subscribe alerts verbatim', () => {
  expect(websiteTexts.subscribe.success).toBe('Success! Successfully subscribed! Welcome onboard.');
  expect(websiteTexts.subscribe.failure).toBe('Oops! Something bad happened. Please try again later.');
});
