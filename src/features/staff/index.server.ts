export { AuthenticatorStep, BackupCodeStep, CodeStep, EmailStep } from "./components/StaffSignInForms";
export { AccountScreen } from "./components/AccountScreen";
export { ConsoleHome } from "./components/ConsoleHome";
export { InvitationScreen } from "./components/InvitationScreen";
export { TeamScreen } from "./components/TeamScreen";
export { currentStaff, requireStaff } from "./staff-session.server";
export { ConsoleHeader } from "./components/ConsoleHeader";
export { AuditLog } from "./components/AuditLog";
