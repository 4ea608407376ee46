import type { ReactNode } from 'react';
import { CartOutcomePage } from './CartOutcomePage';
import { CartPage } from './CartPage';
import { MyTicketsPage } from './MyTicketsPage';
import { ShopPage } from './ShopPage';

/** The marketplace's pages under /my-area (the personal area composes them in app/: MyAreaRoutes). */
export const marketplaceRoutes: readonly { path: string; element: ReactNode }[] = [
  { path: 'shop', element: <ShopPage /> },
  { path: 'cart', element: <CartPage /> },
  { path: 'cart/outcome', element: <CartOutcomePage /> },
  { path: 'tickets', element: <MyTicketsPage /> },
];
