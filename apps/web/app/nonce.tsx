import { createContext, useContext } from 'react';

const NonceContext = createContext('');

/** Carries the page's CSP nonce from entry.server to the inline scripts Remix renders. */
export const NonceProvider = NonceContext.Provider;

/** The nonce on the server; '' in the browser (the browser hides nonces from the DOM anyway). */
export const useNonce = () => useContext(NonceContext);
