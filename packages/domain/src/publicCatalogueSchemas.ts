import { z } from 'zod';
import { CATALOGUE_SLUG_MAX, CATALOGUE_SLUG_PATTERN } from './publicCatalogue';

/** A JamTrack's or an artist's slug in a public path (the rule of `isCatalogueSlug`). */
export const catalogueSlugSchema = z
  .string()
  .min(1, 'is required')
  .max(CATALOGUE_SLUG_MAX, `must be at most ${CATALOGUE_SLUG_MAX} characters`)
  .regex(CATALOGUE_SLUG_PATTERN, 'must be lowercase letters and digits separated by hyphens');
