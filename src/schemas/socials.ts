/** src/content/socials.yaml: the garage's social network profiles. */
import { z } from 'astro/zod';
import { distinct, httpsUrl, nonEmpty, strictObject } from './common';

/** The networks a profile can be on (each has its brand mark). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'snapchat'] as const;

/** A social network profile. */
export const socialSchema = strictObject({
  /** Which network (sets the brand mark). */
  network: z.enum(SOCIAL_NETWORKS),
  /** Display name (e.g. "Facebook"). */
  name: nonEmpty('Le nom du réseau'),
  /** Profile URL, https only. */
  url: httpsUrl,
});
export type Social = z.infer<typeof socialSchema>;

/** The whole file. */
export const socialsFileSchema = strictObject({
  /** Social profiles in display order; `[]`: the garage is on no network (no « Suivez-nous »). */
  socials: distinct(socialSchema, 'network', 'le réseau'),
});
