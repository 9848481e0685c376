import { Type, type Static } from '@sinclair/typebox';
import { SEASONS } from './home-rules.js';
import { Notice } from './public-health.js';

/** A condition or article the bureau features on the home page (content/home.yaml). */
export const HomeFeatured = Type.Object(
  {
    type: Type.Union([Type.Literal('condition'), Type.Literal('article')]),
    id: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    url: Type.String(),
  },
  { additionalProperties: false },
);
export type HomeFeatured = Static<typeof HomeFeatured>;

export const SeasonalTip = Type.Object(
  { title: Type.String(), body: Type.String() },
  { additionalProperties: false },
);
export type SeasonalTip = Static<typeof SeasonalTip>;

/** A clinic people book most, at the hospital with the most schedules for it. */
export const PopularDepartment = Type.Object(
  {
    name: Type.String(),
    departmentId: Type.String(),
    hospitalId: Type.String(),
    hospitalName: Type.String(),
  },
  { additionalProperties: false },
);
export type PopularDepartment = Static<typeof PopularDepartment>;

/** Everything the front page shows besides the shell, in one call. */
export const HomeContent = Type.Object(
  {
    notices: Type.Array(Notice),
    featured: Type.Array(HomeFeatured),
    season: Type.Union(SEASONS.map((s) => Type.Literal(s))),
    tips: Type.Array(SeasonalTip),
    departments: Type.Array(PopularDepartment),
  },
  { additionalProperties: false },
);
export type HomeContent = Static<typeof HomeContent>;
