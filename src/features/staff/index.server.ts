export { AuthenticatorStep, CodeStep, EmailStep } from "./components/StaffSignInForms";
export { ConsoleHome } from "./components/ConsoleHome";
export { currentStaff, requireStaff, type SignedInStaff } from "./staff-session.server";
