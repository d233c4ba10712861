import { describe, expect, it } from 'vitest';
import { complianceTexts } from './compliance';
import { customerServiceTexts } from './customer-service';

/** Each queue's table is a region named by its caption, beside the page's section named by its title. */
const queues = Object.entries({ ...customerServiceTexts, ...complianceTexts } as Record<string, object>).flatMap(
  ([name, texts]) => ('title' in texts && 'caption' in texts ? [[name, texts.title, texts.caption] as const] : []),
);

describe('the back office queues', () => {
  it.each(queues)(
    'names the %s table apart from its page, so landmarks stay unique (axe landmark-unique)',
    (_, title, caption) => {
      expect(caption).not.toBe(title);
    },
  );
});
