export { can, isStaffRole, STAFF_ROLE_NAMES, type Member, type Scope, type StaffRole } from "./roles";
export { signInError } from "./sign-in-steps";
export { staffEmail } from "./staff-sign-in";
