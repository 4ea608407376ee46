import { Route } from 'react-router-dom';
import { CartOutcomePage } from './CartOutcomePage';
import { CartPage } from './CartPage';
import { MyTicketsPage } from './MyTicketsPage';
import { ShopPage } from './ShopPage';

/** The marketplace's pages under /my-area (the personal area composes them in app/: MyAreaRoutes). */
export const marketplaceRoutes = (
  <>
    <Route path="shop" element={<ShopPage />} />
    <Route path="cart" element={<CartPage />} />
    <Route path="cart/outcome" element={<CartOutcomePage />} />
    <Route path="tickets" element={<MyTicketsPage />} />
  </>
);
