/** The page picking areas of focus, a chunk of its own: the router loads it through `loadAreasOfFocusPages` (index.ts). */
export { PickAreasPage } from './components/pick-areas-page';
