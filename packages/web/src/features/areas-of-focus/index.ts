/** The areas-of-focus feature's door: what the app shell and other features may use of it. */
export { useAssignedProgram } from './api/get-assigned-program';
export { useProgramAreas } from './api/get-program-areas';
export { areasOfFocusQueryKeys } from './api/query-keys';
export { hasDuplicateAreas, isMissingAreas, settingsAreasProblem } from './utils/area-choice';
/**
 * The page picking a program's areas, loaded when its route first opens: the daily exercise, part
 * of the app's entry, imports this door, so a page exported from it here would weigh on every
 * first load.
 */
export const loadAreasOfFocusPages = () => import('./pages');
