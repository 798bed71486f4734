export { isStaffRole, STAFF_ROLE_NAMES, type StaffRole } from "./roles";
export { signInError } from "./sign-in-steps";
export { staffEmail } from "./staff-sign-in";
