import { createContext, useContext } from "react";

/** The Content-Security-Policy nonce, provided while rendering on the server. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
