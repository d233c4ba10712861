/** Texts of the leadership pages (specification 2.3). */
import { bank } from '@domain/bank';
import { publicSiteTexts } from '@domain/messages/public-site';
import type { LeaderPage } from '@domain/content/leader';

export const leadershipTexts: Record<
  LeaderPage,
  { title: string; lead: string; description: string; colleagues: string }
> = {
  directors: {
    title: publicSiteTexts.corporate.titles.directors,
    lead: 'The Board sets the bank’s direction, approves its policies and oversees management on behalf of shareholders and depositors.',
    description: `Meet the Board Of Directors of ${bank.shortName}: their roles, experience and committees.`,
    colleagues: 'Also on the Board Of Directors',
  },
  management: {
    title: publicSiteTexts.corporate.titles.management,
    lead: 'The Management Team runs the bank day to day: mortgages, savings, operations, risk and our regions.',
    description: `Meet the Management Team of ${bank.shortName}: divisional heads, group heads and regional executives.`,
    colleagues: 'Also on the Management Team',
  },
  team: {
    title: publicSiteTexts.corporate.titles.teamleads,
    lead: 'The team leads who advise you, finance construction and see every mortgage through, region by region.',
    description: `Meet the team leads of ${bank.shortName}: residential mortgage and construction finance in the West, East and North.`,
    colleagues: 'Other team leads',
  },
};
