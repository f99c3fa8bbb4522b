export * from "./accounts";
export * from "./marketplace";
export * from "./offline-payments";
export * from "./verification";
