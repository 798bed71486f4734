export { leadFromDraft, leadVehicle, type LeadDraft } from "./lead-draft";
export { nudgeLeadDelivery, recordLead, recordLeadIn } from "./record-lead.server";
