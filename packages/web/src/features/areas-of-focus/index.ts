/** The areas-of-focus feature's door: what the app shell and other features may use of it. */
export { useAssignedProgram } from './api/get-assigned-program';
export { useProgramAreas } from './api/get-program-areas';
export { areasOfFocusQueryKeys } from './api/query-keys';
export { PickAreasPage } from './components/pick-areas-page';
export { hasDuplicateAreas, isMissingAreas, settingsAreasProblem } from './utils/area-choice';
