import { expect, it } from 'vitest';
import { accountTexts } from './account';
import { errorTexts } from './errors';
import { formTexts } from './forms';
import { messages } from './index';
import { siteTexts } from './site';
import { websiteTexts } from './website';

it('merges every area under its key, beside the site keys', () => {
  expect(messages).toMatchObject({
    ...siteTexts,
    errors: errorTexts,
    forms: formTexts,
    account: accountTexts,
    website: websiteTexts,
  });
});
