import { randomInt } from "node:crypto";
import type { RandomSource } from "./prize-draw";

// randomInt's range must stay below 2^48; 2^47 steps are far finer than any prize's odds.
const SCALE = 2 ** 47;

/** Uniform in [0, 1) from the operating system's random source: the server's draw cannot be predicted or steered. */
export const secureRandom: RandomSource = () => randomInt(0, SCALE) / SCALE;
