/** The intents of the security page's forms, which its page and its action both name. */
export const END_OTHER_SESSIONS = 'end-others';

export const endSessionIntent = (sessionId: string) => `end-${sessionId}`;
