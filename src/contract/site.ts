import { z } from 'zod';

/** Public, non-secret site settings the landing page reads (GET /api/site/config). */
export const SiteConfigSchema = z.object({
  /** The named members of the private workspace shown to signed-in users. */
  workspaceMembers: z.array(z.string()),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
