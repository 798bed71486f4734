/**
 * The leads feature's public face: the rules, types and components other features may use, all safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { leadAdf } from "./adf";
export { LeadFormField } from "./components/LeadFormField";
export { checkbox, contactFields } from "./enquiry-schema";
export { fieldErrors } from "./forms/schema-parts";
export { leadFromDraft, leadVehicle, type LeadDraft, type LeadPlaces } from "./lead-draft";
export { formValues, type FieldSpec } from "./lead-form-state";
export { appointmentDays, isBookableSlot, slotLabel } from "./appointment-slots";
export { responseLabel, responseState } from "./response-clock";
