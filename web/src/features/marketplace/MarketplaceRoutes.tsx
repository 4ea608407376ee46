import type { ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';

// Each page is downloaded when first opened: the personal area's own page, which links here, does not wait for them.
const ShopPage = lazyNamed(() => import('./ShopPage'), 'ShopPage');
const CartPage = lazyNamed(() => import('./CartPage'), 'CartPage');
const CartOutcomePage = lazyNamed(() => import('./CartOutcomePage'), 'CartOutcomePage');
const MyTicketsPage = lazyNamed(() => import('./MyTicketsPage'), 'MyTicketsPage');

/** The marketplace's pages under /my-area (the personal area composes them in app/: MyAreaRoutes), under a Suspense. */
export const marketplaceRoutes: readonly { path: string; element: ReactNode }[] = [
  { path: 'shop', element: <ShopPage /> },
  { path: 'cart', element: <CartPage /> },
  { path: 'cart/outcome', element: <CartOutcomePage /> },
  { path: 'tickets', element: <MyTicketsPage /> },
];
