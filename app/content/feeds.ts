/**
 * Posts of the bank's X account shown in the footer slider (specification 3, Feed post). The
 * bank replaces them with its own; `link` is the page of this site the post points to.
 */
export interface FeedPost {
  tweet: string;
  link: string;
  /** The day it was posted, yyyy-mm-dd. */
  tweetdate: string;
}

export const feedPosts: FeedPost[] = [
  {
    tweet:
      'Your rent can become your mortgage: NHF loans of up to ₦15 million, repaid over as long as 30 years. #OwnYourHome',
    link: '/products/5',
    tweetdate: '2025-03-18',
  },
  {
    tweet:
      'Reminder: the CBN requires both your BVN and NIN on every account to keep it active. Link them in minutes on our Self Service Portal.',
    link: '/profileupdate',
    tweetdate: '2025-02-27',
  },
  {
    tweet:
      'Twenty years of helping Nigerian families save, build and own their homes. Thank you for trusting us since 2005! #AGMB20',
    link: '/anniversary',
    tweetdate: '2025-02-10',
  },
  {
    tweet:
      'Save with a goal in mind. Save-4-It pays 3% above our savings rate and opens with just ₦5,000. Start today from your phone.',
    link: '/products/2',
    tweetdate: '2025-01-22',
  },
  {
    tweet:
      'Forgot your BVN? Dial *565*0# from the phone number registered with your bank and it will show on your screen.',
    link: '/bvnvalidation',
    tweetdate: '2025-01-08',
  },
];
