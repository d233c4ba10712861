/**
 * The board, the management team and the team leads as the site first shows them: seed content (decision 097),
 * loaded on a fresh database as each person's version 1, marked sample. SAMPLE PEOPLE: every name
 * and biography is invented for the bank to replace with its real people; no record describes a real
 * person. Their portraits are drawings (app/content/portraits.ts) until an editor chooses a photo.
 * Relative imports: react-router.config.ts loads this file without the path aliases.
 */
import { escapeMarkdown } from './markdown';
import type { LeaderBody, LeaderGroup } from './leader';

const person = (
  profile: string,
  group: LeaderGroup,
  name: string,
  designation: string,
  summary: string,
  paragraphs: string[],
): { key: string; body: LeaderBody } => ({
  key: profile,
  body: {
    group,
    profile,
    name,
    designation,
    summary,
    biography: paragraphs.map(escapeMarkdown).join('\n\n'),
    pictureId: null,
    socialLinks: [],
  },
});

/** Directors, then management, then team leads, each in its page's order: the item's key is the person's profile slug. */
export const LEADER_SEED: { key: string; body: LeaderBody }[] = [
  person('babatunde-ajayi', 'director', 'Babatunde Olanrewaju Ajayi', 'Chairman', '', [
    'Babatunde Ajayi chairs the Board. He is a chartered accountant and a fellow of the Institute of Chartered Accountants of Nigeria, with more than thirty years in audit, corporate finance and real estate investment.',
    'He began his career with an international audit firm in Lagos, later led the corporate finance team of a listed construction group and, for twelve years, managed a property investment company that delivered over 2,000 homes in Lagos and Ogun States.',
    'He holds a degree in Accounting from the University of Lagos and an MBA from Lagos Business School. He has served on the boards of several housing and infrastructure companies.',
  ]),
  person('ngozi-okafor', 'director', 'Ngozi Chiamaka Okafor', 'MD/CEO', '', [
    'Ngozi Okafor is the Managing Director and Chief Executive Officer. She has spent twenty-four years in banking, eighteen of them in mortgage and housing finance, and has led the bank’s retail mortgage, National Housing Fund and digital banking drives.',
    'Before joining the bank she headed mortgage origination at a commercial bank and worked on secondary mortgage market programmes. She is an honorary senior member of the Chartered Institute of Bankers of Nigeria.',
    'She studied Economics at the University of Nigeria, Nsukka, holds a master’s degree in Banking and Finance and has attended executive programmes on housing finance and leadership in Nigeria and abroad.',
  ]),
  person('ibrahim-garba', 'director', 'Ibrahim Musa Garba', 'ED/COO', '', [
    'Ibrahim Garba is the Executive Director and Chief Operating Officer, responsible for operations, technology, branch services and shared services across the bank’s branches.',
    'He has over twenty years of experience in bank operations, payments and information technology, and led the bank’s move to online account opening and BVN and NIN linking.',
    'He holds a degree in Computer Science from Ahmadu Bello University, Zaria, and an MBA. He is a member of the Chartered Institute of Bankers of Nigeria.',
  ]),
  person('folasade-bakare', 'director', 'Folasade Adunni Bakare', 'Independent Non-Executive Director', '', [
    'Folasade Bakare is an Independent Non-Executive Director and chairs the Board Audit Committee. She is a fellow of the Institute of Chartered Accountants of Nigeria and a certified information systems auditor.',
    'Her career spans twenty-eight years in external audit, risk assurance and internal control, including fifteen years as a partner in a professional services firm where she led audits of banks and pension fund administrators.',
  ]),
  person('emeka-nwosu', 'director', 'Emeka Chukwudi Nwosu', 'Non-Executive Director', '', [
    'Emeka Nwosu is a Non-Executive Director. He is an estate surveyor and valuer, a fellow of the Nigerian Institution of Estate Surveyors and Valuers, and the founder of a property consultancy with offices in Enugu, Port Harcourt and Abuja.',
    'He has advised state governments and private developers on housing estates, land titling and valuation for over twenty-five years. He studied Estate Management at the University of Nigeria, Enugu Campus.',
  ]),
  person('hadiza-yakubu', 'director', 'Hadiza Bello Yakubu', 'Non-Executive Director', '', [
    'Hadiza Yakubu is a Non-Executive Director and chairs the Board Risk Management Committee. She is an economist with a long career in development finance and microfinance in northern Nigeria.',
    'She has designed savings and lending programmes for low-income households and cooperatives, and serves as a trustee of a foundation that supports girls’ education in Kano and Kaduna States.',
    'She holds degrees in Economics from Bayero University, Kano, and in Development Finance from a university in the United Kingdom.',
  ]),
  person('oluwaseun-lawal', 'director', 'Oluwaseun Tajudeen Lawal', 'Non-Executive Director', '', [
    'Oluwaseun Lawal is a Non-Executive Director. He is a legal practitioner with more than twenty years of practice in banking, real estate and capital markets law, and a partner in a Lagos law firm.',
    'He has acted for lenders and developers on mortgage-backed financings, estate developments and title perfection. He was called to the Nigerian Bar after studying Law at Obafemi Awolowo University, Ile-Ife.',
  ]),
  person('chinedu-eze', 'director', 'Chinedu Ikenna Eze', 'Independent Non-Executive Director', '', [
    'Chinedu Eze is an Independent Non-Executive Director and chairs the Board Governance and Nomination Committee. He retired as an executive director of a commercial bank after thirty-two years in corporate and retail banking.',
    'He has served on the councils of professional bodies in banking and is a fellow of the Chartered Institute of Bankers of Nigeria. He studied Banking and Finance at the University of Benin.',
  ]),
  person('zainab-usman-kaura', 'director', 'Zainab Halima Usman-Kaura', 'Non-Executive Director', '', [
    'Zainab Usman-Kaura is a Non-Executive Director. She is an architect and urban planner who has led the design of affordable housing estates in Abuja, Kaduna and Niger States.',
    'She is a member of the Nigerian Institute of Architects and has taught housing design. She holds degrees in Architecture from Ahmadu Bello University, Zaria.',
  ]),
  person('tamunotonye-briggs', 'director', 'Tamunotonye Ibinabo Briggs', 'Director', '', [
    'Tamunotonye Briggs is a Director. He is an investment banker with twenty years in fixed income, treasury and asset management, and represents a shareholder on the Board.',
    'He has structured bond and fund products for pension and insurance investors, and holds degrees in Chemical Engineering from the University of Port Harcourt and in Finance from a business school in London.',
  ]),
  person('kehinde-oyelaran-williams', 'director', 'Kehinde Abiola Oyelaran-Williams', 'Non-Executive Director', '', [
    'Kehinde Oyelaran-Williams is a Non-Executive Director. She is a human resources and organisation development practitioner with over twenty years in financial services and telecommunications.',
    'She is a fellow of the Chartered Institute of Personnel Management of Nigeria and chairs the Board Remuneration Committee. She studied Psychology at the University of Ibadan.',
  ]),
  person('uchenna-anyanwu', 'director', 'Uchenna Obiageli Anyanwu', 'Director', '', [
    'Uchenna Anyanwu is a Director. She is a technology executive who has built payment and digital lending platforms for banks and fintech companies in Lagos and Nairobi.',
    'She brings to the Board experience in information security, data protection and digital customer service. She holds a degree in Electrical and Electronic Engineering from the Federal University of Technology, Owerri.',
  ]),
  person(
    'adaeze-nnaji',
    'management',
    'Adaeze Ifeoma Nnaji',
    'Divisional Head, Mortgage Banking',
    'Over 19 years in mortgage origination, NHF lending and estate finance.',
    [
      'Adaeze Nnaji leads the Mortgage Banking division: retail mortgages, National Housing Fund loans, tenant ownership and estate finance.',
      'She joined the bank from a primary mortgage bank where she ran mortgage operations, and has helped thousands of families through their first home loan. She holds a degree in Estate Management from the University of Nigeria and is an associate of the Chartered Institute of Bankers of Nigeria.',
    ],
  ),
  person(
    'oluwatobi-adeyemi-johnson',
    'management',
    'Oluwatobi Adeyemi-Johnson',
    'Divisional Head, Finance and Strategy',
    'Chartered accountant with 17 years in bank finance and regulatory reporting.',
    [
      'Oluwatobi Adeyemi-Johnson is the Chief Financial Officer and leads finance, strategy and investor relations.',
      'He has worked in financial control and regulatory reporting in commercial and mortgage banks and is a fellow of the Institute of Chartered Accountants of Nigeria. He studied Accounting at Obafemi Awolowo University.',
    ],
  ),
  person(
    'suleiman-wali',
    'management',
    'Suleiman Abubakar Wali',
    'Divisional Head, Operations and Technology',
    'Banking operations and core banking technology for 16 years.',
    [
      'Suleiman Wali leads operations, customer service centres and information technology.',
      'He has implemented core banking, card and mobile banking systems and now runs the teams behind online account opening and identity linking. He holds a degree in Computer Engineering from Ahmadu Bello University.',
    ],
  ),
  person(
    'funmilayo-akinola',
    'management',
    'Funmilayo Grace Akinola',
    'Group Head, Risk Management',
    'Credit and enterprise risk specialist with 15 years in banking.',
    [
      'Funmilayo Akinola heads Risk Management, covering credit, market, operational and information security risk.',
      'She previously managed credit risk for the mortgage portfolio of a commercial bank. She holds degrees in Statistics from the University of Ibadan and is a certified risk professional.',
    ],
  ),
  person(
    'chukwuemeka-udeh',
    'management',
    'Chukwuemeka Obinna Udeh',
    'Group Head, Legal and Company Secretary',
    'Banking and real estate lawyer; company secretary for 12 years.',
    [
      'Chukwuemeka Udeh is the Company Secretary and heads the Legal group, which perfects titles, mortgages and securities for the bank’s customers.',
      'He is a member of the Nigerian Bar Association and of the Chartered Institute of Secretaries and Administrators. He studied Law at Nnamdi Azikiwe University, Awka.',
    ],
  ),
  person('blessing-ogbonna', 'management', 'Blessing Ebere Ogbonna', 'Group Head, Compliance', '', [
    'Blessing Ogbonna heads Compliance and is the bank’s chief compliance officer, responsible for anti-money-laundering controls, customer due diligence and regulatory returns to the Central Bank of Nigeria.',
    'She has worked in compliance and internal control for fourteen years and holds a degree in Banking and Finance from Abia State University.',
  ]),
  person(
    'yetunde-ogundipe',
    'management',
    'Yetunde Abosede Ogundipe',
    'Group Head, Human Resources',
    'People and learning leader in financial services for 14 years.',
    [
      'Yetunde Ogundipe heads Human Resources, including recruitment, learning and staff welfare.',
      'She built the bank’s graduate trainee programme and its mortgage sales academy. She is a member of the Chartered Institute of Personnel Management of Nigeria and studied Sociology at Lagos State University.',
    ],
  ),
  person(
    'efe-edevbie',
    'management',
    'Efe Oghenekaro Edevbie',
    'Group Head, Information Technology',
    'Software and infrastructure engineer; 13 years in bank technology.',
    [
      'Efe Edevbie heads Information Technology: the core banking system, the mobile app, internet banking and the bank’s data centre.',
      'He previously led software teams at a payments company. He holds a degree in Computer Science from Delta State University and professional certifications in cloud security.',
    ],
  ),
  person(
    'musa-kolo',
    'management',
    'Musa Abdulrahman Kolo',
    'Group Head, Treasury and Investment',
    'Treasury and fixed income dealer for 15 years.',
    [
      'Musa Kolo heads Treasury and Investment, managing the bank’s liquidity, fixed deposits and investment notes.',
      'He has worked on money market and fixed income desks in Lagos and Abuja. He studied Economics at the University of Ilorin and is a member of the Financial Markets Dealers Association.',
    ],
  ),
  person('ifeanyi-madu', 'management', 'Ifeanyi Kingsley Madu', 'Group Head, Internal Audit', '', [
    'Ifeanyi Madu heads Internal Audit and reports to the Board Audit Committee.',
    'He has sixteen years of audit experience in banks and an audit firm, and is an associate of the Institute of Chartered Accountants of Nigeria. He studied Accountancy at the University of Nigeria, Enugu Campus.',
  ]),
  person(
    'fatima-ibrahim-gusau',
    'management',
    'Fatima Zahra Ibrahim-Gusau',
    'Regional Executive, North',
    'Relationship banker in Abuja and the North for 15 years.',
    [
      'Fatima Ibrahim-Gusau is the Regional Executive for North, leading the Abuja branch and the bank’s business in the northern states.',
      'She works closely with housing cooperatives, public sector employers and developers on National Housing Fund and estate mortgages. She holds a degree in Business Administration from the University of Abuja.',
    ],
  ),
  person(
    'chidi-okonkwo',
    'management',
    'Chidi Emmanuel Okonkwo',
    'Regional Executive, East',
    'Branch and relationship management in the South East for 16 years.',
    [
      'Chidi Okonkwo is the Regional Executive for East, leading the Enugu and Aba branches.',
      'He has grown savings and mortgage lending among traders, artisans and professionals in the region, and championed the family savings plan. He studied Marketing at the Institute of Management and Technology, Enugu, and holds an MBA.',
    ],
  ),
  person(
    'adekunle-oyewole',
    'management',
    'Adekunle Babajide Oyewole',
    'Regional Executive, West',
    'Retail and mortgage banking in Lagos for 18 years.',
    [
      'Adekunle Oyewole is the Regional Executive for West, leading the Ikeja (Opebi), Festac and Surulere branches in Lagos.',
      'He has financed homes for salary earners and self-employed customers across Lagos and Ogun States and partners with estate developers on off-plan sales. He studied Banking and Finance at Olabisi Onabanjo University.',
    ],
  ),
  person('olumide-ayodele', 'teamlead', 'Olumide Samuel Ayodele', 'National Coordinator', '', [
    'Olumide Ayodele is the National Coordinator for mortgage sales. He leads the regional teams, sets targets and makes sure every customer gets the same careful advice in every branch.',
    'He has eleven years of experience in mortgage sales and customer service.',
  ]),
  person('temitope-adeleke', 'teamlead', 'Temitope Esther Adeleke', 'Team Lead, Residential Mortgage (West)', '', [
    'Temitope Adeleke leads residential mortgage advisers in Lagos and the South West. Her team helps salary earners and business owners choose between NHF, tenant ownership and regular mortgages.',
    'She has nine years of experience in mortgage origination.',
  ]),
  person('obinna-eze', 'teamlead', 'Obinna Chibuzor Eze', 'Team Lead, Residential Mortgage (East)', '', [
    'Obinna Eze leads residential mortgage advisers serving the Enugu and Aba branches and customers across the South East.',
    'He has eight years of experience in retail lending and property valuation.',
  ]),
  person('abdullahi-bichi', 'teamlead', 'Abdullahi Yusuf Bichi', 'Team Lead, Residential Mortgage (North)', '', [
    'Abdullahi Bichi leads residential mortgage advisers in Abuja and the northern states, with a focus on National Housing Fund loans for public servants.',
    'He has ten years of experience in mortgage and cooperative lending.',
  ]),
  person('damilola-afolabi', 'teamlead', 'Damilola Ruth Afolabi', 'Team Lead, Construction Finance (West)', '', [
    'Damilola Afolabi leads construction finance in the West: loans to developers and cooperatives building homes in Lagos, Ogun and Oyo States.',
    'She is a quantity surveyor with nine years of experience in project monitoring.',
  ]),
  person('chiamaka-nwankwo', 'teamlead', 'Chiamaka Joy Nwankwo', 'Team Lead, Construction Finance (East)', '', [
    'Chiamaka Nwankwo leads construction finance in the East, working with developers on estates in Enugu, Anambra and Abia States.',
    'She has eight years of experience in credit analysis and project finance.',
  ]),
  person('hauwa-adamu', 'teamlead', 'Hauwa Lami Adamu', 'Team Lead, Construction Finance (North)', '', [
    'Hauwa Adamu leads construction finance in the North, supporting developers and housing cooperatives in the Federal Capital Territory, Niger and Kaduna States.',
    'She is a civil engineer with ten years of experience in construction and lending.',
  ]),
  person('ebuka-ugwu', 'teamlead', 'Ebuka Stanley Ugwu', 'Team Lead, Support Group', '', [
    'Ebuka Ugwu leads the support group that prepares offer letters, checks documents and keeps customers informed from application to disbursement.',
    'He has seven years of experience in loan operations and customer service.',
  ]),
];
