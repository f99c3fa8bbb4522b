import { createContext } from "react-router";

/** The per-request Content-Security-Policy nonce for inline scripts. */
export const nonceContext = createContext<string>("");
