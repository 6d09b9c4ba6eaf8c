import { type CartRemoveResult, CartSummary } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import useSWR from 'swr';
import { apiFetcher } from '../api/fetcher';
import { callApi, readJson } from '../api/platform.server';
import { STORE_API, type StoreCart } from '../api/store';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const response = await callApi(request, context, STORE_API.cart);
  return { cart: response.ok ? await readJson<StoreCart>(response) : null };
}

/** /shopping-cart (part 2 §2 Shopping cart). */
export default function ShoppingCartRoute() {
  const { cart: loaded } = useLoaderData<typeof loader>();
  const cart = useSWR<StoreCart>(STORE_API.cart, apiFetcher, {
    ...(loaded ? { fallbackData: loaded } : {}),
    revalidateOnMount: !loaded,
  });
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [removeResult, setRemoveResult] = useState<CartRemoveResult | null>(null);

  const remove = async (itemId: string) => {
    if (removingId) return;
    setRemovingId(itemId);
    setRemoveResult(null);
    try {
      const response = await fetch(STORE_API.cart, {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ id: itemId }),
      });
      if (!response.ok) throw new Error(`DELETE /shopping_carts answered ${response.status}`);
      await cart.mutate((await response.json()) as StoreCart, { revalidate: false });
      setRemoveResult('removed');
    } catch (error) {
      // Part 2 §8: cart call failures are logged and show the error text.
      console.error(error);
      setRemoveResult('failed');
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <div className={styles.page}>
      <CartSummary
        cart={cart.data ?? null}
        isLoading={!cart.data && cart.isLoading}
        hasError={!cart.data && Boolean(cart.error)}
        onRetry={() => void cart.mutate()}
        onRemove={remove}
        removingItemId={removingId}
        removeResult={removeResult}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'checkout.cart.title');
