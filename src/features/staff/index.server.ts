export { AuthenticatorStep, CodeStep, EmailStep } from "./components/StaffSignInForms";
export { ConsoleHome } from "./components/ConsoleHome";
export { currentStaff, requireStaff } from "./staff-session.server";
export { ConsoleHeader } from "./components/ConsoleHeader";
export { AuditLog } from "./components/AuditLog";
