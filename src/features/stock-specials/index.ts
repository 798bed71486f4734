/** The stock specials' pure rules: times in the site's time zone, a price below the car's, no overlap. */
export { localTimeToInstant, parseSpecial, specialPhase, specialsOverlap } from "./special-rules";
