/**
 * Places with names (#27): a place reads as the user's name for it ("Home", "Grandma's"),
 * else its source's label, else its nearest city and country from the offline GeoNames
 * data ("Kyoto, Japan"), else its coordinates. A name is kept by position, not by place
 * id: every place within PLACE_NAME_RADIUS_M of a named position shows that name, so it
 * survives deleting and re-importing the import the place came from.
 *
 * PUT /api/worlds/places/:id/name {name}: names the place's position; an empty or null
 * name clears the name there.
 */
import { z } from 'zod';
import { text } from './common';

/** A named position names the places within this many metres. */
export const PLACE_NAME_RADIUS_M = 150;
/** The longest name a user may give a place. */
export const PLACE_NAME_MAX = 80;

export const RenamePlaceBodySchema = z.object({
  name: text()
    .trim()
    .max(PLACE_NAME_MAX, { message: `A place's name is at most ${PLACE_NAME_MAX} characters.` })
    .nullable(),
});
export type RenamePlaceBody = z.infer<typeof RenamePlaceBodySchema>;

/** The place as it reads after the rename. */
export const RenamedPlaceSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** What every world shows for the place now. */
  name: z.string(),
  /** The user's own name for it (null: none, the place reads by its label, city or coordinates). */
  customName: z.string().nullable(),
  /** Its nearest city and country ("Kyoto, Japan"); null far from any town. */
  geoName: z.string().nullable(),
});
export type RenamedPlace = z.infer<typeof RenamedPlaceSchema>;
