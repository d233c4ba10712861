import { expect, it } from 'vitest';
import { account } from './account';
import { errors } from './errors';
import { forms } from './forms';
import { messages } from './index';
import { site } from './site';
import { website } from './website';

it('merges every area under its key, beside the site keys', () => {
  expect(messages).toMatchObject({ ...site, errors, forms, account, website });
});
