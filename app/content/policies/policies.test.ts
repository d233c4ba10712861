import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import { parseArticleMarkdown, tableOfContents } from '~/components/articles/article-markdown';
import { bank } from '@domain/bank';
import { prerenderedPagePaths } from '../prerender';
import { POLICY_PATHS, PolicyBodySchema } from '@domain/content/policy';
import { contentTexts } from '@domain/messages/back-office/content';
import { POLICY_SEED } from '@domain/content/policy-seed';
import { securityPolicies } from '@domain/content/policies/security-policies';
import { termsAndConditions } from '@domain/content/policies/terms-and-conditions';
import { vendorPolicy } from '@domain/content/policies/vendor-policy';
import { findPolicyDocument, toPolicyDocument } from '.';
import { CONSENT_COOKIE_NAME } from '@domain/cookie-consent';
import { PRIVACY_POLICY_PATHS, PrivacyBodySchema } from '@domain/content/privacy';
import { PRIVACY_SEED } from '@domain/content/privacy-seed';
import { toPrivacyArticle } from '../privacy';

const headingsOf = (body: string) => tableOfContents(parseArticleMarkdown(body)).map((entry) => entry.text);

describe('privacy policy article, as seeded (specification 1 and 2.10)', () => {
  const privacyArticle = toPrivacyArticle(PRIVACY_SEED[0], new Map());
  const body = privacyArticle.longdescription;

  it('is one item under its canonical path, a body its kind accepts', () => {
    expect(PRIVACY_SEED.map(({ key }) => key)).toEqual(['/privacy-policy']);
    expect(PrivacyBodySchema.safeParse(PRIVACY_SEED[0].body).success).toBe(true);
  });

  it.each([[[]], [[1, 2, 3, 4, 5, 6]], [[10, 99]]])('refuses the tags %j: one to five of the table', (tags) => {
    const result = PrivacyBodySchema.safeParse({ ...PRIVACY_SEED[0].body, tags });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([contentTexts.privacy.errors.tags]);
  });

  it('refuses a text linking to javascript:', () => {
    const seed = PRIVACY_SEED[0].body;
    const result = PrivacyBodySchema.safeParse({ ...seed, body: `${seed.body}\n[Click](javascript:alert(1))` });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([contentTexts.post.errors.link]);
  });

  it('is the blog-style article of 2.10', () => {
    expect(privacyArticle.title).toBe('Our Privacy Policy');
    expect(privacyArticle.postdate).toBe('2022-01-25');
    expect(privacyArticle.tags).toHaveLength(5);
    expect(privacyArticle.views).toBe(33);
    expect(privacyArticle.comments).toBe(33);
    expect(privacyArticle.author.authorname.length).toBeGreaterThan(0);
    expect(privacyArticle.reviews.length).toBeGreaterThan(0);
    expect(privacyArticle.reviews.some((review) => review.replies.length > 0)).toBe(true);
  });

  it('states the time limits, the publication date and that data stays in Nigeria', () => {
    expect(body).toContain('within 30 days');
    expect(body).toContain('up to 1 year');
    expect(body).toContain('published on 8 August 2023');
    expect(privacyArticle.publisheddate).toBe('2023-08-08');
    expect(body).toContain('We do not share or transfer your personal data outside Nigeria');
  });

  it.each([
    'Identity data',
    'Contact data',
    'Financial data',
    'bank account details',
    'Bank Verification Number (BVN)',
    'payment card details',
    'Transaction data',
    'Technical data',
    'Profile data',
    'Usage data',
    'Marketing and communications preferences',
  ])('lists the data category %s', (category) => {
    expect(body).toContain(category);
  });

  it.each([
    'Access',
    'Rectification',
    'Erasure',
    'Restriction of processing',
    'Data portability',
    'Objection',
    'Withdraw consent',
  ])('lists the right of %s', (right) => {
    expect(body).toContain(`**${right}:**`);
  });

  it('escalates to the data protection officer and to the regulator', () => {
    expect(body).toContain(`mailto:${bank.dataProtectionOfficerEmail}`);
    expect(body).toContain('Nigeria Data Protection Commission');
    expect(body).toContain('Nigeria Data Protection Act 2023');
  });

  it('explains the mregistered cookie: what it stores and how to withdraw', () => {
    expect(CONSENT_COOKIE_NAME).toBe('mregistered');
    expect(body).toContain('**Name:** mregistered');
    expect(body).toContain('only the value true');
    expect(body).toContain('How to withdraw your cookie consent');
  });

  it('is one shared page for the three addresses of the route table', () => {
    const shared = (routes as { path?: string; file: string }[])
      .filter((route) => route.file === 'routes/privacy-policy.tsx')
      .map((route) => route.path);
    expect(shared).toEqual([...PRIVACY_POLICY_PATHS]);
  });
});

describe('terms and conditions', () => {
  it('has its own full page covering account terms, e-banking, charges, closure, disputes and governing law', () => {
    const headings = headingsOf(termsAndConditions.body).join(' | ');
    for (const topic of [
      'Opening an account',
      'Running your account',
      'Electronic banking',
      'Charges',
      'Closing your account',
      'Complaints and disputes',
      'Governing law',
    ]) {
      expect(headings).toContain(topic);
    }
  });
});

describe('vendor policy', () => {
  it('covers onboarding, due diligence, anti-bribery and data protection', () => {
    const headings = headingsOf(vendorPolicy.body);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Vendor registration and onboarding',
        'Due diligence',
        'Anti-bribery and corruption',
        'Data protection and confidentiality',
      ]),
    );
  });
});

describe('information security policies', () => {
  const securityPaths = (routes as { path?: string; file: string }[])
    .filter((route) => route.file === 'routes/policy-page.tsx')
    .map((route) => route.path)
    .filter((path) => !['/terms-and-conditions', '/vendor-policy'].includes(path!));

  it('has one policy with its own title for each of the seven routes', () => {
    expect(securityPolicies.map((policy) => policy.path)).toEqual(securityPaths);
    expect(new Set(securityPolicies.map((policy) => policy.title)).size).toBe(7);
  });

  it.each(securityPolicies.map((policy) => [policy.title, policy] as const))(
    '%s is a complete version 1 policy',
    (_title, policy) => {
      expect(policy.version).toBe('1.0');
      expect(policy.path).toMatch(/-v1$/);
      expect(headingsOf(policy.body)).toEqual(
        expect.arrayContaining(['Purpose', 'Scope', 'Policy statements', 'Roles and responsibilities', 'Review']),
      );
      expect(policy.body.length).toBeGreaterThan(2500);
    },
  );

  it('finds a policy by its path, in any letter case, and nothing for other paths', () => {
    const documents = POLICY_SEED.map(toPolicyDocument);
    expect(findPolicyDocument(documents, '/Acceptable-Use-Policy-v1')?.title).toBe('Acceptable Use Policy');
    expect(findPolicyDocument(documents, '/acceptable-use-policy-v2')).toBeUndefined();
  });
});

describe('policy paths', () => {
  it('prerenders none: the privacy article, the terms, the vendor policy and the seven security policies are drawn from the database (decisions 105, 106)', () => {
    expect(POLICY_PATHS).toHaveLength(2 + 7);
    expect(POLICY_PATHS).toEqual(expect.arrayContaining(['/terms-and-conditions', '/vendor-policy']));
    for (const path of [...POLICY_PATHS, ...PRIVACY_POLICY_PATHS]) expect(prerenderedPagePaths()).not.toContain(path);
  });
});

describe('information pages as content (decision 105)', () => {
  const { path: _path, ...vendorBody } = vendorPolicy;

  it('seeds each information page under its path, a body its kind accepts', () => {
    expect(POLICY_SEED.map(({ key }) => key)).toEqual(POLICY_PATHS);
    for (const { key, body } of POLICY_SEED) expect(PolicyBodySchema.safeParse(body).success, key).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//elsewhere.example'])(
    'refuses a text linking to %s',
    (href) => {
      const result = PolicyBodySchema.safeParse({ ...vendorBody, body: `${vendorBody.body}\n[Click](${href})` });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([contentTexts.policy.errors.link]);
    },
  );

  it.each([
    ['title', 'Term'],
    ['summary', 'Too short a summary.'],
    ['version', 'v2'],
    ['effectivedate', '1 December 2026'],
    ['owner', 'HR'],
    ['approvedby', ''],
    ['reviewcycle', ' '],
    ['body', 'Too short a text.'],
  ] as const)('refuses a %s of %j with its own message', (field, value) => {
    const result = PolicyBodySchema.safeParse({ ...vendorBody, [field]: value });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([contentTexts.policy.errors[field]]);
  });

  it('refuses a version that is not numbers joined by a full stop', () => {
    expect(PolicyBodySchema.safeParse({ ...vendorBody, version: '1.1' }).success).toBe(true);
    expect(PolicyBodySchema.safeParse({ ...vendorBody, version: 'v2' }).success).toBe(false);
  });
});
