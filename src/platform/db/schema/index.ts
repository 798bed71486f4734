export * from "./sites";
export * from "./catalogue";
export * from "./dealerships";
export * from "./vehicles";
export * from "./offers";
export * from "./leads";
export * from "./rate-limits";
export * from "./platform-secrets";
