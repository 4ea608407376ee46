import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** /cards and /cards/:number: being built (issue 4). */
export function CardsRoutes() {
  return (
    <Routes>
      <Route index element={<PlaceholderPage labelKey="nav.cards" />} />
      <Route path=":number" element={<PlaceholderPage labelKey="nav.cards" />} />
    </Routes>
  );
}
