/**
 * The bank's leadership: board of directors, management team and team leads (specification 2.3, 3).
 *
 * SAMPLE CONTENT. Every name and biography is invented for the bank to replace with its real people
 * before launch; no record describes a real person. The board and the management team are content
 * edited in the back office (decision 097): their pages draw the published versions, and these lists
 * are the seed's (domain/content/leader-seed.ts), for the drawings of their portraits. The team leads
 * stay here: to add a photo, put it in public/images/people/ and set `photo: '/images/people/<file>'`;
 * with `photo: null` the site draws a portrait. A person's public profiles go in `socialmedia`
 * ({ icon, iconclass, url }) once the bank has their real addresses.
 * Relative imports: react-router.config.ts reads this file (app/content/portraits.ts).
 */
import type { LeaderGroup } from '../../domain/content/leader';
import { LEADER_SEED } from '../../domain/content/leader-seed';
import { LeadershipSchema } from './leadership-schema';

/** The seed's people of a group, as the records of this module. */
const seedGroup = (group: LeaderGroup) =>
  LEADER_SEED.filter(({ body }) => body.group === group).map(({ body }, index) => ({
    id: index + 1,
    profile: body.profile,
    photo: null,
    name: body.name,
    designation: body.designation,
    detail: body.biography,
    short: body.summary,
    sample: true,
  }));

export const leadership = LeadershipSchema.parse({
  directors: seedGroup('director').map(({ detail, short: _short, ...person }) => ({
    ...person,
    detail: detail.split('\n\n'),
  })),
  management: seedGroup('management'),
  teamleads: [
    {
      id: 1,
      profile: 'olumide-ayodele',
      photo: null,
      name: 'Olumide Samuel Ayodele',
      designation: 'National Coordinator',
      detail:
        'Olumide Ayodele is the National Coordinator for mortgage sales. He leads the regional teams, sets targets and makes sure every customer gets the same careful advice in every branch.\n\nHe has eleven years of experience in mortgage sales and customer service.',
      sample: true,
    },
    {
      id: 2,
      profile: 'temitope-adeleke',
      photo: null,
      name: 'Temitope Esther Adeleke',
      designation: 'Team Lead, Residential Mortgage (West)',
      detail:
        'Temitope Adeleke leads residential mortgage advisers in Lagos and the South West. Her team helps salary earners and business owners choose between NHF, tenant ownership and regular mortgages.\n\nShe has nine years of experience in mortgage origination.',
      sample: true,
    },
    {
      id: 3,
      profile: 'obinna-eze',
      photo: null,
      name: 'Obinna Chibuzor Eze',
      designation: 'Team Lead, Residential Mortgage (East)',
      detail:
        'Obinna Eze leads residential mortgage advisers serving the Enugu and Aba branches and customers across the South East.\n\nHe has eight years of experience in retail lending and property valuation.',
      sample: true,
    },
    {
      id: 4,
      profile: 'abdullahi-bichi',
      photo: null,
      name: 'Abdullahi Yusuf Bichi',
      designation: 'Team Lead, Residential Mortgage (North)',
      detail:
        'Abdullahi Bichi leads residential mortgage advisers in Abuja and the northern states, with a focus on National Housing Fund loans for public servants.\n\nHe has ten years of experience in mortgage and cooperative lending.',
      sample: true,
    },
    {
      id: 5,
      profile: 'damilola-afolabi',
      photo: null,
      name: 'Damilola Ruth Afolabi',
      designation: 'Team Lead, Construction Finance (West)',
      detail:
        'Damilola Afolabi leads construction finance in the West: loans to developers and cooperatives building homes in Lagos, Ogun and Oyo States.\n\nShe is a quantity surveyor with nine years of experience in project monitoring.',
      sample: true,
    },
    {
      id: 6,
      profile: 'chiamaka-nwankwo',
      photo: null,
      name: 'Chiamaka Joy Nwankwo',
      designation: 'Team Lead, Construction Finance (East)',
      detail:
        'Chiamaka Nwankwo leads construction finance in the East, working with developers on estates in Enugu, Anambra and Abia States.\n\nShe has eight years of experience in credit analysis and project finance.',
      sample: true,
    },
    {
      id: 7,
      profile: 'hauwa-adamu',
      photo: null,
      name: 'Hauwa Lami Adamu',
      designation: 'Team Lead, Construction Finance (North)',
      detail:
        'Hauwa Adamu leads construction finance in the North, supporting developers and housing cooperatives in the Federal Capital Territory, Niger and Kaduna States.\n\nShe is a civil engineer with ten years of experience in construction and lending.',
      sample: true,
    },
    {
      id: 8,
      profile: 'ebuka-ugwu',
      photo: null,
      name: 'Ebuka Stanley Ugwu',
      designation: 'Team Lead, Support Group',
      detail:
        'Ebuka Ugwu leads the support group that prepares offer letters, checks documents and keeps customers informed from application to disbursement.\n\nHe has seven years of experience in loan operations and customer service.',
      sample: true,
    },
  ],
});
