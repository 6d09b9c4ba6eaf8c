import { useRouteLoaderData } from '@remix-run/react';

/** The main site's address (the root loader's), for the help desk link. */
export function useMainSiteUrl(): string {
  const root = useRouteLoaderData<{ mainSiteUrl?: string }>('root');
  return root?.mainSiteUrl ?? '';
}
