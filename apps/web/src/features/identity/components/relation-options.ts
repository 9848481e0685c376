import { RELATIONS } from '@portal/contract';

export type Relation = (typeof RELATIONS)[number];

/** Plain string labels, so screen readers announce the options. */
export const RELATION_OPTIONS = RELATIONS.map((value) => ({ value, label: value }));

export const RELATION_REQUIRED = '请选择与本人的关系';
