import { RELATIONS } from '@portal/contract';

export type Relation = (typeof RELATIONS)[number];

/** Plain string labels, so screen readers announce the options. */
export const RELATION_OPTIONS = RELATIONS.map((value) => ({ value, label: value }));

/** For adding: an empty first choice, so nobody is put down as a relation by default. */
export const RELATION_CHOICES = [{ value: '', label: '请选择' }, ...RELATION_OPTIONS];

export const RELATION_REQUIRED = '请选择与本人的关系';
