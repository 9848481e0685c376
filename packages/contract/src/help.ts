import { Type, type Static } from '@sinclair/typebox';
import { RichText } from './rich-text.js';

/** One question of the help centre with its answer (content/help/<category>.md). */
export const HelpEntry = Type.Object(
  {
    /** `<category>-<n>`: the n-th question of its category, the anchor on the page. */
    id: Type.String(),
    question: Type.String(),
    answer: RichText,
  },
  { additionalProperties: false },
);
export type HelpEntry = Static<typeof HelpEntry>;

export const HelpCategory = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    entries: Type.Array(HelpEntry),
  },
  { additionalProperties: false },
);
export type HelpCategory = Static<typeof HelpCategory>;

/** The whole help centre, categories in their order: a few dozen short answers. */
export const HelpCentre = Type.Object(
  { categories: Type.Array(HelpCategory) },
  { additionalProperties: false },
);
export type HelpCentre = Static<typeof HelpCentre>;

/** Where a help entry lives on the site (the search index's url). */
export const helpEntryUrl = (categoryId: string, entryId: string) =>
  `/helpcenter?category=${categoryId}#${entryId}`;
