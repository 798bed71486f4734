export {
  can,
  isStaffRole,
  roleMay,
  SERVICE_LEAD_CATEGORIES,
  STAFF_ROLE_NAMES,
  type Member,
  type Scope,
  type StaffRole,
} from "./roles";
export { signInError } from "./sign-in-steps";
export { staffEmail } from "./staff-sign-in";
