/**
 * For tests: names every plain object answers to through Object.prototype. A lookup keyed by shopper
 * input that uses a plain object (`record[value]`, `value in record`) finds these instead of nothing.
 */
export const PROTOTYPE_NAMES = [
  "constructor",
  "__proto__",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  "prototype",
  "length",
  "name",
] as const;
