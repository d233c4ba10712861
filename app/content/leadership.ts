/**
 * The bank's leadership: board of directors, management team and team leads (specification 2.3, 3).
 *
 * SAMPLE CONTENT. Every name, biography and social link below is invented for the bank to replace
 * with its real people before launch; no record describes a real person. Each record carries
 * `sample: true` until it has been replaced. To add a photo, put it in public/images/people/ and
 * set `photo: '/images/people/<file>'`; with `photo: null` the site draws an initials avatar. A
 * person's public profiles go in `socialmedia` ({ icon, iconclass, url }) once the bank has their
 * real addresses; without any, the profile shows no icons rather than links to a network's home page.
 */
import { LeadershipSchema } from './leadership-schema';

export const leadership = LeadershipSchema.parse({
  directors: [
    {
      id: 1,
      profile: 'babatunde-ajayi',
      photo: null,
      name: 'Babatunde Olanrewaju Ajayi',
      designation: 'Chairman',
      detail: [
        'Babatunde Ajayi chairs the Board. He is a chartered accountant and a fellow of the Institute of Chartered Accountants of Nigeria, with more than thirty years in audit, corporate finance and real estate investment.',
        'He began his career with an international audit firm in Lagos, later led the corporate finance team of a listed construction group and, for twelve years, managed a property investment company that delivered over 2,000 homes in Lagos and Ogun States.',
        'He holds a degree in Accounting from the University of Lagos and an MBA from Lagos Business School. He has served on the boards of several housing and infrastructure companies.',
      ],
      sample: true,
    },
    {
      id: 2,
      profile: 'ngozi-okafor',
      photo: null,
      name: 'Ngozi Chiamaka Okafor',
      designation: 'MD/CEO',
      detail: [
        'Ngozi Okafor is the Managing Director and Chief Executive Officer. She has spent twenty-four years in banking, eighteen of them in mortgage and housing finance, and has led the bank’s retail mortgage, National Housing Fund and digital banking drives.',
        'Before joining the bank she headed mortgage origination at a commercial bank and worked on secondary mortgage market programmes. She is an honorary senior member of the Chartered Institute of Bankers of Nigeria.',
        'She studied Economics at the University of Nigeria, Nsukka, holds a master’s degree in Banking and Finance and has attended executive programmes on housing finance and leadership in Nigeria and abroad.',
      ],
      sample: true,
    },
    {
      id: 3,
      profile: 'ibrahim-garba',
      photo: null,
      name: 'Ibrahim Musa Garba',
      designation: 'ED/COO',
      detail: [
        'Ibrahim Garba is the Executive Director and Chief Operating Officer, responsible for operations, technology, branch services and shared services across the bank’s branches.',
        'He has over twenty years of experience in bank operations, payments and information technology, and led the bank’s move to online account opening and BVN and NIN linking.',
        'He holds a degree in Computer Science from Ahmadu Bello University, Zaria, and an MBA. He is a member of the Chartered Institute of Bankers of Nigeria.',
      ],
      sample: true,
    },
    {
      id: 4,
      profile: 'folasade-bakare',
      photo: null,
      name: 'Folasade Adunni Bakare',
      designation: 'Independent Non-Executive Director',
      detail: [
        'Folasade Bakare is an Independent Non-Executive Director and chairs the Board Audit Committee. She is a fellow of the Institute of Chartered Accountants of Nigeria and a certified information systems auditor.',
        'Her career spans twenty-eight years in external audit, risk assurance and internal control, including fifteen years as a partner in a professional services firm where she led audits of banks and pension fund administrators.',
      ],
      sample: true,
    },
    {
      id: 5,
      profile: 'emeka-nwosu',
      photo: null,
      name: 'Emeka Chukwudi Nwosu',
      designation: 'Non-Executive Director',
      detail: [
        'Emeka Nwosu is a Non-Executive Director. He is an estate surveyor and valuer, a fellow of the Nigerian Institution of Estate Surveyors and Valuers, and the founder of a property consultancy with offices in Enugu, Port Harcourt and Abuja.',
        'He has advised state governments and private developers on housing estates, land titling and valuation for over twenty-five years. He studied Estate Management at the University of Nigeria, Enugu Campus.',
      ],
      sample: true,
    },
    {
      id: 6,
      profile: 'hadiza-yakubu',
      photo: null,
      name: 'Hadiza Bello Yakubu',
      designation: 'Non-Executive Director',
      detail: [
        'Hadiza Yakubu is a Non-Executive Director and chairs the Board Risk Management Committee. She is an economist with a long career in development finance and microfinance in northern Nigeria.',
        'She has designed savings and lending programmes for low-income households and cooperatives, and serves as a trustee of a foundation that supports girls’ education in Kano and Kaduna States.',
        'She holds degrees in Economics from Bayero University, Kano, and in Development Finance from a university in the United Kingdom.',
      ],
      sample: true,
    },
    {
      id: 7,
      profile: 'oluwaseun-lawal',
      photo: null,
      name: 'Oluwaseun Tajudeen Lawal',
      designation: 'Non-Executive Director',
      detail: [
        'Oluwaseun Lawal is a Non-Executive Director. He is a legal practitioner with more than twenty years of practice in banking, real estate and capital markets law, and a partner in a Lagos law firm.',
        'He has acted for lenders and developers on mortgage-backed financings, estate developments and title perfection. He was called to the Nigerian Bar after studying Law at Obafemi Awolowo University, Ile-Ife.',
      ],
      sample: true,
    },
    {
      id: 8,
      profile: 'chinedu-eze',
      photo: null,
      name: 'Chinedu Ikenna Eze',
      designation: 'Independent Non-Executive Director',
      detail: [
        'Chinedu Eze is an Independent Non-Executive Director and chairs the Board Governance and Nomination Committee. He retired as an executive director of a commercial bank after thirty-two years in corporate and retail banking.',
        'He has served on the councils of professional bodies in banking and is a fellow of the Chartered Institute of Bankers of Nigeria. He studied Banking and Finance at the University of Benin.',
      ],
      sample: true,
    },
    {
      id: 9,
      profile: 'zainab-usman-kaura',
      photo: null,
      name: 'Zainab Halima Usman-Kaura',
      designation: 'Non-Executive Director',
      detail: [
        'Zainab Usman-Kaura is a Non-Executive Director. She is an architect and urban planner who has led the design of affordable housing estates in Abuja, Kaduna and Niger States.',
        'She is a member of the Nigerian Institute of Architects and has taught housing design. She holds degrees in Architecture from Ahmadu Bello University, Zaria.',
      ],
      sample: true,
    },
    {
      id: 10,
      profile: 'tamunotonye-briggs',
      photo: null,
      name: 'Tamunotonye Ibinabo Briggs',
      designation: 'Director',
      detail: [
        'Tamunotonye Briggs is a Director. He is an investment banker with twenty years in fixed income, treasury and asset management, and represents a shareholder on the Board.',
        'He has structured bond and fund products for pension and insurance investors, and holds degrees in Chemical Engineering from the University of Port Harcourt and in Finance from a business school in London.',
      ],
      sample: true,
    },
    {
      id: 11,
      profile: 'kehinde-oyelaran-williams',
      photo: null,
      name: 'Kehinde Abiola Oyelaran-Williams',
      designation: 'Non-Executive Director',
      detail: [
        'Kehinde Oyelaran-Williams is a Non-Executive Director. She is a human resources and organisation development practitioner with over twenty years in financial services and telecommunications.',
        'She is a fellow of the Chartered Institute of Personnel Management of Nigeria and chairs the Board Remuneration Committee. She studied Psychology at the University of Ibadan.',
      ],
      sample: true,
    },
    {
      id: 12,
      profile: 'uchenna-anyanwu',
      photo: null,
      name: 'Uchenna Obiageli Anyanwu',
      designation: 'Director',
      detail: [
        'Uchenna Anyanwu is a Director. She is a technology executive who has built payment and digital lending platforms for banks and fintech companies in Lagos and Nairobi.',
        'She brings to the Board experience in information security, data protection and digital customer service. She holds a degree in Electrical and Electronic Engineering from the Federal University of Technology, Owerri.',
      ],
      sample: true,
    },
  ],
  management: [
    {
      id: 1,
      profile: 'adaeze-nnaji',
      photo: null,
      name: 'Adaeze Ifeoma Nnaji',
      designation: 'Divisional Head, Mortgage Banking',
      short: 'Over 19 years in mortgage origination, NHF lending and estate finance.',
      detail:
        'Adaeze Nnaji leads the Mortgage Banking division: retail mortgages, National Housing Fund loans, tenant ownership and estate finance.\n\nShe joined the bank from a primary mortgage bank where she ran mortgage operations, and has helped thousands of families through their first home loan. She holds a degree in Estate Management from the University of Nigeria and is an associate of the Chartered Institute of Bankers of Nigeria.',
      sample: true,
    },
    {
      id: 2,
      profile: 'oluwatobi-adeyemi-johnson',
      photo: null,
      name: 'Oluwatobi Adeyemi-Johnson',
      designation: 'Divisional Head, Finance and Strategy',
      short: 'Chartered accountant with 17 years in bank finance and regulatory reporting.',
      detail:
        'Oluwatobi Adeyemi-Johnson is the Chief Financial Officer and leads finance, strategy and investor relations.\n\nHe has worked in financial control and regulatory reporting in commercial and mortgage banks and is a fellow of the Institute of Chartered Accountants of Nigeria. He studied Accounting at Obafemi Awolowo University.',
      sample: true,
    },
    {
      id: 3,
      profile: 'suleiman-wali',
      photo: null,
      name: 'Suleiman Abubakar Wali',
      designation: 'Divisional Head, Operations and Technology',
      short: 'Banking operations and core banking technology for 16 years.',
      detail:
        'Suleiman Wali leads operations, customer service centres and information technology.\n\nHe has implemented core banking, card and mobile banking systems and now runs the teams behind online account opening and identity linking. He holds a degree in Computer Engineering from Ahmadu Bello University.',
      sample: true,
    },
    {
      id: 4,
      profile: 'funmilayo-akinola',
      photo: null,
      name: 'Funmilayo Grace Akinola',
      designation: 'Group Head, Risk Management',
      short: 'Credit and enterprise risk specialist with 15 years in banking.',
      detail:
        'Funmilayo Akinola heads Risk Management, covering credit, market, operational and information security risk.\n\nShe previously managed credit risk for the mortgage portfolio of a commercial bank. She holds degrees in Statistics from the University of Ibadan and is a certified risk professional.',
      sample: true,
    },
    {
      id: 5,
      profile: 'chukwuemeka-udeh',
      photo: null,
      name: 'Chukwuemeka Obinna Udeh',
      designation: 'Group Head, Legal and Company Secretary',
      short: 'Banking and real estate lawyer; company secretary for 12 years.',
      detail:
        'Chukwuemeka Udeh is the Company Secretary and heads the Legal group, which perfects titles, mortgages and securities for the bank’s customers.\n\nHe is a member of the Nigerian Bar Association and of the Chartered Institute of Secretaries and Administrators. He studied Law at Nnamdi Azikiwe University, Awka.',
      sample: true,
    },
    {
      id: 6,
      profile: 'blessing-ogbonna',
      photo: null,
      name: 'Blessing Ebere Ogbonna',
      designation: 'Group Head, Compliance',
      short: '',
      detail:
        'Blessing Ogbonna heads Compliance and is the bank’s chief compliance officer, responsible for anti-money-laundering controls, customer due diligence and regulatory returns to the Central Bank of Nigeria.\n\nShe has worked in compliance and internal control for fourteen years and holds a degree in Banking and Finance from Abia State University.',
      sample: true,
    },
    {
      id: 7,
      profile: 'yetunde-ogundipe',
      photo: null,
      name: 'Yetunde Abosede Ogundipe',
      designation: 'Group Head, Human Resources',
      short: 'People and learning leader in financial services for 14 years.',
      detail:
        'Yetunde Ogundipe heads Human Resources, including recruitment, learning and staff welfare.\n\nShe built the bank’s graduate trainee programme and its mortgage sales academy. She is a member of the Chartered Institute of Personnel Management of Nigeria and studied Sociology at Lagos State University.',
      sample: true,
    },
    {
      id: 8,
      profile: 'efe-edevbie',
      photo: null,
      name: 'Efe Oghenekaro Edevbie',
      designation: 'Group Head, Information Technology',
      short: 'Software and infrastructure engineer; 13 years in bank technology.',
      detail:
        'Efe Edevbie heads Information Technology: the core banking system, the mobile app, internet banking and the bank’s data centre.\n\nHe previously led software teams at a payments company. He holds a degree in Computer Science from Delta State University and professional certifications in cloud security.',
      sample: true,
    },
    {
      id: 9,
      profile: 'musa-kolo',
      photo: null,
      name: 'Musa Abdulrahman Kolo',
      designation: 'Group Head, Treasury and Investment',
      short: 'Treasury and fixed income dealer for 15 years.',
      detail:
        'Musa Kolo heads Treasury and Investment, managing the bank’s liquidity, fixed deposits and investment notes.\n\nHe has worked on money market and fixed income desks in Lagos and Abuja. He studied Economics at the University of Ilorin and is a member of the Financial Markets Dealers Association.',
      sample: true,
    },
    {
      id: 10,
      profile: 'ifeanyi-madu',
      photo: null,
      name: 'Ifeanyi Kingsley Madu',
      designation: 'Group Head, Internal Audit',
      short: '',
      detail:
        'Ifeanyi Madu heads Internal Audit and reports to the Board Audit Committee.\n\nHe has sixteen years of audit experience in banks and an audit firm, and is an associate of the Institute of Chartered Accountants of Nigeria. He studied Accountancy at the University of Nigeria, Enugu Campus.',
      sample: true,
    },
    {
      id: 11,
      profile: 'fatima-ibrahim-gusau',
      photo: null,
      name: 'Fatima Zahra Ibrahim-Gusau',
      designation: 'Regional Executive, North',
      short: 'Relationship banker in Abuja and the North for 15 years.',
      detail:
        'Fatima Ibrahim-Gusau is the Regional Executive for North, leading the Abuja branch and the bank’s business in the northern states.\n\nShe works closely with housing cooperatives, public sector employers and developers on National Housing Fund and estate mortgages. She holds a degree in Business Administration from the University of Abuja.',
      sample: true,
    },
    {
      id: 12,
      profile: 'chidi-okonkwo',
      photo: null,
      name: 'Chidi Emmanuel Okonkwo',
      designation: 'Regional Executive, East',
      short: 'Branch and relationship management in the South East for 16 years.',
      detail:
        'Chidi Okonkwo is the Regional Executive for East, leading the Enugu and Aba branches.\n\nHe has grown savings and mortgage lending among traders, artisans and professionals in the region, and championed the family savings plan. He studied Marketing at the Institute of Management and Technology, Enugu, and holds an MBA.',
      sample: true,
    },
    {
      id: 13,
      profile: 'adekunle-oyewole',
      photo: null,
      name: 'Adekunle Babajide Oyewole',
      designation: 'Regional Executive, West',
      short: 'Retail and mortgage banking in Lagos for 18 years.',
      detail:
        'Adekunle Oyewole is the Regional Executive for West, leading the Ikeja (Opebi), Festac and Surulere branches in Lagos.\n\nHe has financed homes for salary earners and self-employed customers across Lagos and Ogun States and partners with estate developers on off-plan sales. He studied Banking and Finance at Olabisi Onabanjo University.',
      sample: true,
    },
  ],
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
