import type { RouteArea, WorkKind } from '../../back-office/work-items';

/**
 * Texts of work that flows (issue 30 point 4; decision 091): the owner of a queue item, its age and
 * service level, "my work", the customer's news waiting for the owner, and routing a contact
 * message to another queue. The specification has no staff area; these are the bank's to edit here.
 */
export const workTexts = {
  title: 'Owner',
  kinds: {
    application: 'account application',
    'bvn-phone-help': 'BVN phone help request',
    'contact-message': 'contact message',
    'data-request': 'data-subject request',
    link: 'account’s BVN/NIN links',
    loan: 'mortgage application',
    'whistle-blower': 'whistle-blower report',
  } satisfies Record<WorkKind, string>,
  routeAreas: {
    'contact-messages': 'Customer service (contact messages)',
    loans: 'Mortgage officers (mortgage applications)',
    applications: 'Customer service (account applications)',
    'data-requests': 'Compliance (data-subject requests)',
  } satisfies Record<RouteArea, string>,
  owner: 'Owned by',
  ownedSince: 'Since',
  nobody: 'Nobody yet',
  you: (name: string) => `${name} (you)`,
  routedTo: 'Routed to',
  take: 'Take it (assign to me)',
  assignTitle: 'Assign',
  assignLabel: 'Assign to',
  assignPlaceholder: 'Choose a member of staff',
  assign: 'Assign',
  handOverTitle: 'Hand over',
  handOverLabel: 'Hand over to',
  noteLabel: 'Note for them',
  noteHint: 'What is done and what is left: they read it in the history.',
  handOver: 'Hand over',
  routeTitle: 'Route to another queue',
  routeLabel: 'Queue',
  routeHint: 'The message leaves its owner and waits, unassigned, in that queue for its staff.',
  route: 'Route',
  assigned: (name: string) => `Assigned to ${name}.`,
  taken: 'It is yours now: it shows in your work.',
  handedOver: (name: string) => `Handed over to ${name}.`,
  routed: (area: string) => `Routed to ${area}.`,
  workerInvalid: 'Choose a member of staff who works this queue.',
  noteInvalid: 'Write a note of 2 to 1,000 characters for the next owner.',
  routeInvalid: 'Choose a queue to route the message to.',
  notYours: 'Only its owner hands an item over. Assign it instead.',
  sameOwner: 'It is already theirs.',
  mayNotWork: 'Your roles do not work this queue.',
  notFound: 'This item does not exist, or it was removed.',
  attention: 'Needs your attention',
  attentionLead: (when: string) => `The customer sent something new on ${when}.`,
  // The queues' lists.
  workFilter: 'Work',
  workFilters: { mine: 'My work', nobody: 'Nobody’s' },
  ageColumn: 'Age',
  ownerColumn: 'Owner',
  age: (age: { unit: 'hours' | 'days'; amount: number }) =>
    age.unit === 'hours'
      ? `${age.amount} ${age.amount === 1 ? 'hour' : 'hours'}`
      : `${age.amount} ${age.amount === 1 ? 'day' : 'days'}`,
  overServiceLevel: 'Over service level',
  serviceLevelLabel: 'Service level',
  dueBy: (when: string) => `Due by ${when}`,
  routedAway: (area: string) => `Routed to ${area}`,
  routedAwayLead: 'Its staff work it now: you can read it here, and they reply, close it or route it back.',
  routedCaption: (area: string) => `Contact messages routed to ${area}, over service level first`,
  routedTitle: 'Contact messages routed here',
  routedNone: 'No contact message is routed here.',
  // The audit trail's sentences (audit.ts reads them).
  audit: {
    assign: (owner: string) => `Assigned to ${owner || 'a member of staff'}.`,
    take: (owner: string) => `Taken by ${owner || 'a member of staff'}.`,
    handOver: (owner: string, note: string) =>
      `Handed over to ${owner || 'a member of staff'}${note ? `, with the note "${note}"` : ''}.`,
    route: (area: string) => `Routed to ${area || 'another queue'}.`,
  },
};
