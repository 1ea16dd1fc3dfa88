/** The areas-of-focus module's door: what the rest of the server may use of it. */
export { areaAccess, choosesAreas, chosenAreaCountProblem } from './areas-of-focus.policy';
export {
  chosenAreaIdsOfUser,
  findArea,
  liveAreaIdsOf,
  programHasAreas,
  replaceChosenAreas,
} from './areas-of-focus.repo';
export { areasOfFocusRoutes } from './areas-of-focus.routes';
