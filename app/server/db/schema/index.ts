export * from "./accounts";
export * from "./marketplace";
