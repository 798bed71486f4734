/** Feed sources' pure rules: the address rules of a pull source and the push key's form. */
export { pullUrlProblem } from "./pull-url";
