/**
 * The wallet sandbox's calls (decision 013): its stand-in for PayPal's approval page. A module of
 * its own, so that page's script does not carry the store's calls.
 */
export const sandboxPaths = {
  authorization: (id: string) => `/api/sandbox/paypal/authorizations/${encodeURIComponent(id)}`,
  decision: (id: string, decision: 'approve' | 'cancel') =>
    `/api/sandbox/paypal/authorizations/${encodeURIComponent(id)}/${decision}`,
} as const;
