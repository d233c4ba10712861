import type { DataRequestKind } from '../../forms/customer-area';

/**
 * Texts of compliance's queues (issue 10): whistle-blower reports, data-subject requests and the
 * audit trail. The specification has no staff area; these are the bank's to edit here.
 */
export const complianceTexts = {
  whistleBlower: {
    title: 'Whistle-blower reports',
    lead: 'Reports made on /whistle-blower. Read them here only; never copy a report outside this page.',
    caption: 'Whistle-blower reports, over service level first, then newest first',
    statusFilter: 'Status',
    columns: {
      reference: 'Reference',
      status: 'Status',
      category: 'Category',
      received: 'Received',
      updated: 'Last updated',
    },
    statuses: { received: 'Received', under_review: 'Under review', closed: 'Closed' },
    open: (reference: string) => `Open report ${reference}`,
    itemTitle: (reference: string) => `Report ${reference}`,
    itemLead:
      'What the reporter wrote, decrypted for you. Only compliance staff can open this page, and each change is recorded.',
    reportTitle: 'The report',
    fields: {
      category: 'Category',
      whatHappened: 'What happened',
      whenHappened: 'When it happened',
      whoInvolved: 'Who was involved',
      evidence: 'Evidence',
      reporterName: "Reporter's name",
      reporterContact: "Reporter's contact",
      received: 'Received',
      updated: 'Last updated',
    },
    anonymous: 'Not given (anonymous)',
    notGiven: 'Not given',
    answerTitle: 'Status and message to the reporter',
    answerLead:
      'The reporter reads the status and this message on /whistle-blower with their reference and secret. Write nothing that could identify them or anyone else.',
    statusLabel: 'Status',
    statusPlaceholder: 'Choose a status',
    statusInvalid: 'Choose a status.',
    messageLabel: 'Message to the reporter',
    messageHint: 'Optional. Leave it empty to show no message.',
    messageTooLong: (limit: number) => `The message must be ${limit.toLocaleString('en-NG')} characters or fewer.`,
    save: 'Save status and message',
    saved: 'Saved. The reporter sees the new status and message when they next check.',
    notFound: 'No whistle-blower report has this reference.',
    csvHeader: ['Reference', 'Status', 'Category', 'Received', 'Last updated'],
  },
  dataRequests: {
    title: 'Data requests',
    lead: 'Requests under the Nigeria Data Protection Act 2023: each must be answered within 30 days of its arrival.',
    caption: 'Data-subject requests, over the legal clock first, then the most urgent',
    searchLabel: 'Reference',
    kindFilter: 'Request',
    stateFilter: 'State',
    dueFilter: 'Deadline',
    dueOptions: { overdue: 'Overdue', 'due-soon': 'Due within 5 days' },
    kinds: {
      access: 'Access (a copy of the data)',
      rectification: 'Rectification',
      erasure: 'Erasure',
      restriction: 'Restriction',
      objection: 'Objection',
    } satisfies Record<DataRequestKind, string>,
    states: { received: 'Open', completed: 'Completed', declined: 'Declined' },
    columns: {
      reference: 'Reference',
      kind: 'Request',
      state: 'State',
      received: 'Received',
      due: 'Due by',
      daysLeft: 'Days left',
    },
    daysLeft: (days: number) =>
      days < 0
        ? `${-days} ${-days === 1 ? 'day' : 'days'} overdue`
        : days === 0
          ? 'Due today'
          : `${days} of 30 ${days === 1 ? 'day' : 'days'} left`,
    answered: 'Answered',
    open: (reference: string) => `Open request ${reference}`,
    itemTitle: (reference: string) => `Data request ${reference}`,
    requestTitle: 'The request',
    fields: {
      kind: 'Request',
      state: 'State',
      received: 'Received',
      due: 'Due by',
      daysLeft: 'Days left',
      details: 'What the customer wrote',
      completed: 'Answered on',
      answer: 'Our answer',
    },
    noDetails: 'Nothing written.',
    customerTitle: 'The customer',
    customerFields: {
      name: 'Name',
      email: 'E-mail',
      phoneNo: 'Phone',
      accountNumbers: 'Accounts',
      profile: 'Profile reference',
    },
    noAccounts: 'None opened',
    customerUnavailable:
      "The customer's details cannot be read now (the core banking did not answer). Try again later.",
    answerTitle: 'Answer the request',
    answerLabel: 'Answer to the customer',
    answerHint: 'Sent by e-mail and kept with the request. Say what was done, or why the request is declined.',
    answerInvalid: 'Write the answer to the customer in at least 10 characters.',
    answerTooLong: (limit: number) => `The answer must be ${limit.toLocaleString('en-NG')} characters or fewer.`,
    complete: 'Complete the request',
    decline: 'Decline the request',
    completed: 'The request is completed and the customer has been told by e-mail.',
    declined: 'The request is declined and the customer has been told by e-mail.',
    notOpen: 'This request is answered already.',
    notFound: 'No data request has this reference.',
    eraseTitle: "Erase the customer's data",
    eraseLead:
      'Erases the items the customer asked to be erased, of what the website holds that no law requires the bank to keep. A second compliance officer must approve it; then complete the request with the answer.',
    eraseNoteLabel: 'Note for the approving officer',
    eraseNoteHint: 'Optional. Why the erasure is right, or what you checked.',
    eraseNoteTooLong: 'The note must be 500 characters or fewer.',
    erase: 'Ask to erase the items chosen',
    eraseAsked: 'Sent for approval: a second compliance officer must approve the erasure.',
    notErasure: 'Only an erasure request can erase data.',
    csvHeader: ['Reference', 'Request', 'State', 'Received', 'Due by', 'Days left', 'Answered'],
    mail: {
      answerSubject: (reference: string) => `Your data request ${reference}`,
      completedBody: ({ reference, kind, answer }: { reference: string; kind: string; answer: string }) =>
        `We have completed your request "${kind}" (reference ${reference}).\n\n${answer}\n\nIf you have a question about this answer, reply to this e-mail or call us. You may also complain to the Nigeria Data Protection Commission.`,
      declinedBody: ({ reference, kind, answer }: { reference: string; kind: string; answer: string }) =>
        `We cannot do what your request "${kind}" (reference ${reference}) asks, for this reason:\n\n${answer}\n\nIf you disagree, reply to this e-mail or call us. You may also complain to the Nigeria Data Protection Commission.`,
      reminderSubject: (reference: string) => `Data request ${reference}: 5 days or fewer left`,
      reminderBody: ({
        reference,
        kind,
        due,
        daysLeft,
        link,
      }: {
        reference: string;
        kind: string;
        due: string;
        daysLeft: string;
        link: string;
      }) =>
        `The data request ${reference} (${kind}) is still open and must be answered by ${due} (${daysLeft}).\n\nOpen it in the back office:\n${link}\n\nThis reminder is sent once per request.`,
    },
    kept: {
      accounts: (count: number) =>
        `the account-opening records (identity, BVN, NIN and documents) of ${count} ${count === 1 ? 'account' : 'accounts'}`,
      loans: (count: number) =>
        `${count} mortgage ${count === 1 ? 'application' : 'applications'} in progress or granted, with ${count === 1 ? 'its' : 'their'} documents`,
      identityLinks: 'the record of your BVN/NIN linking, which the Central Bank requires',
    },
  },
  audit: {
    title: 'Audit trail',
    lead: 'Every event of the append-only audit log, newest first. Nothing here can be changed or removed.',
    caption: 'Audit events, newest first',
    subjectLabel: 'Reference or account number',
    subjectHint: 'A loan, report or data-request reference, an account number, or an item id, exactly',
    actorLabel: 'Staff member',
    actionLabel: 'Action starts with',
    columns: {
      at: 'When',
      action: 'Action',
      outcome: 'Outcome',
      subject: 'Subject',
      actor: 'Staff member',
      details: 'What happened',
    },
    noActor: 'Customer or system',
    commandLine: 'Command line',
    staffAccess: 'Staff access: invitations and role changes',
    csvHeader: [
      'When (Lagos time WAT)',
      'Action',
      'What happened',
      'Outcome',
      'Subject',
      'Subject id',
      'Staff member id',
      'Staff member',
      'Details',
    ],
  },
} as const;
