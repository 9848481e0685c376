import type { EvaluatePlaces, EvaluateSelection } from './evaluate-page';

/** A hospital, department and doctor chosen ('' for none), as the place picker offers them. */
export type PlaceSelection = EvaluateSelection;

/**
 * Reads the picker's lists for a choice, from the hospital pages' own queries (the route
 * supplies it: features do not import each other). A choice naming only a doctor comes back
 * with the doctor's hospital and department filled in.
 */
export type UsePlaces = (chosen: PlaceSelection) => {
  selection: PlaceSelection;
  places: EvaluatePlaces;
};

export const NO_PLACE: PlaceSelection = { hospitalId: '', departmentId: '', doctorId: '' };
