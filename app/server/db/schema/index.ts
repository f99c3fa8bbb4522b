export * from "./accounts";
export * from "./market";
export * from "./marketplace";
export * from "./offline-payments";
export * from "./verification";
export * from "./buy-requests";
