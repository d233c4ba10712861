/** The four kinds of network a person may link to (specification 3). */
export const SOCIAL_PLATFORMS = ['video', 'professional-network', 'social-network', 'microblog'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
