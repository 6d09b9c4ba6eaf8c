import { z } from 'zod';

const schema = z.object({
  /**
   * The main site (about, contact, privacy, terms, help desk, knowledge base, forum): the
   * footer's and the help menu's external links point there (part 1 §2).
   */
  MAIN_SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.backline.example')
    .transform((value) => value.replace(/\/+$/, '')),
});

export type PublicEnv = z.output<typeof schema>;

let parsed: PublicEnv | undefined;

/** The web app's own settings, read once; all of them are public (sent to the browser). */
export function publicEnv(): PublicEnv {
  if (!parsed) {
    const result = schema.safeParse(process.env);
    if (!result.success) {
      throw new Error(
        `Invalid environment: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    parsed = result.data;
  }
  return parsed;
}
